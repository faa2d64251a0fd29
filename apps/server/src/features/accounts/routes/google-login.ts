import { googleLogin as contract } from "@investar/contract/accounts/google-login";
import { access } from "../../../auth/access.ts";
import { logInWithGoogle } from "../services/log-in-with-google.ts";
import { signInAnswer } from "./login.ts";
import { route } from "./route.ts";

export default route(contract, {
  config: { access: access.anyone, signsIn: true, rateLimit: { max: 30, timeWindow: "1 minute" } },
  summary: "Sign in with a Google ID token; an unknown email answers code EmailNotFound and creates nothing",
  handler: async (request, { deps, reply }) => {
    const outcome = await logInWithGoogle(deps, request.body.credential);
    if (outcome.kind === "email-not-found") return { code: "EmailNotFound" as const, email: outcome.email, name: outcome.name };
    return signInAnswer(reply, deps.config, outcome.signIn);
  },
});
