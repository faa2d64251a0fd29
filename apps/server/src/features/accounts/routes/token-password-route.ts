import { access } from "../../../auth/access.ts";
import type { resetPassword } from "@investar/contract/accounts/reset-password";
import type { setPassword } from "@investar/contract/accounts/set-password";
import type { RouteModule } from "../../../http/app-types.ts";
import { setPasswordWithToken } from "../services/set-password-with-token.ts";
import { signInAnswer } from "./login.ts";

// The token is checked before any hashing (ADR 0011); the limit keeps guessing slow all the same.
const tokenPasswordRateLimit = { rateLimit: { max: 10, timeWindow: "15 minutes" } };

/**
 * SetPassword and ResetPassword: one flow — a mailed link's token and a new password, the session
 * cookie set and the login answer — for the two kinds of link each accepts.
 */
export function tokenPasswordRoute(route: {
  contract: typeof setPassword | typeof resetPassword;
  summary: string;
  purpose: "verify-email" | "reset-password";
}): RouteModule {
  return (app, deps) => {
    app.post(
      route.contract.path,
      {
        config: { access: access.token("body", "id"), ...tokenPasswordRateLimit, signsIn: true },
        schema: {
          tags: ["auth"],
          summary: route.summary,
          body: route.contract.body,
          response: { 200: route.contract.answer },
        },
      },
      async (request, reply) => {
        const signIn = await setPasswordWithToken(deps, request.body.id, request.body.password, route.purpose);
        return signInAnswer(reply, deps.config, signIn);
      },
    );
  };
}
