import { z } from "zod";
import type { RouteModule } from "../../http/app-types.ts";
import { setSessionCookie } from "../../auth/session-cookie.ts";
import { logInWithGoogle } from "../../services/auth/log-in-with-google.ts";
import { loginAnswer, loginResponse } from "./login.ts";

const emailNotFound = z.object({ code: z.literal("EmailNotFound"), email: z.string(), name: z.string() });

const googleLogin: RouteModule = (app) => {
  app.post(
    "/api/auth/googleLogin",
    {
      config: { signsIn: true, rateLimit: { max: 30, timeWindow: "1 minute" } },
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
        response: { 200: z.union([loginResponse, emailNotFound]) },
      },
    },
    async (request, reply) => {
      const outcome = await logInWithGoogle(app.deps, request.body.credential);
      if (outcome.kind === "email-not-found") return { code: "EmailNotFound" as const, email: outcome.email, name: outcome.name };
      setSessionCookie(reply, app.deps.config, outcome.session.token);
      return loginAnswer(outcome.session.token, outcome.session.expiresAt, outcome.session.user.userId);
    },
  );
};

export default googleLogin;
