import { z } from "zod";
import { access } from "../../../auth/access.ts";
import type { RouteModule } from "../../../http/app-types.ts";
import { logInWithGoogle } from "../services/log-in-with-google.ts";
import { loginResponse, secondFactorRequired, signInAnswer } from "./login.ts";

const emailNotFound = z.object({ code: z.literal("EmailNotFound"), email: z.string(), name: z.string() });

const googleLogin: RouteModule = (app, deps) => {
  app.post(
    "/api/auth/googleLogin",
    {
      config: { access: access.anyone, signsIn: true, rateLimit: { max: 30, timeWindow: "1 minute" } },
      schema: {
        tags: ["auth"],
        summary: "Sign in with a Google ID token; an unknown email answers code EmailNotFound and creates nothing",
        querystring: z.object({ ip: z.string().max(64).optional() }),
        body: z.object({
          credential: z
            .string({ error: "The Google credential is missing." })
            .min(20, "The Google credential is missing.")
            .max(8_192, "The Google credential is too long."),
        }),
        response: { 200: z.union([loginResponse, emailNotFound, secondFactorRequired]) },
      },
    },
    async (request, reply) => {
      const outcome = await logInWithGoogle(deps, request.body.credential);
      if (outcome.kind === "email-not-found") return { code: "EmailNotFound" as const, email: outcome.email, name: outcome.name };
      return signInAnswer(reply, deps.config, outcome.signIn);
    },
  );
};

export default googleLogin;
