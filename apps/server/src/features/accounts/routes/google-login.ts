import { googleLogin as contract } from "@investar/contract/accounts/google-login";
import { access } from "../../../auth/access.ts";
import type { RouteModule } from "../../../http/app-types.ts";
import { logInWithGoogle } from "../services/log-in-with-google.ts";
import { signInAnswer } from "./login.ts";

const googleLogin: RouteModule = (app, deps) => {
  app.post(
    contract.path,
    {
      config: { access: access.anyone, signsIn: true, rateLimit: { max: 30, timeWindow: "1 minute" } },
      schema: {
        tags: ["auth"],
        summary: "Sign in with a Google ID token; an unknown email answers code EmailNotFound and creates nothing",
        querystring: contract.query,
        body: contract.body,
        response: { 200: contract.answer },
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
