import { confirmSignUpCode as contract } from "@investar/contract/accounts/confirm-sign-up-code";
import { access } from "../../../auth/access.ts";
import { setSessionCookie } from "../../../auth/session-cookie.ts";
import { confirmSignUpCode as confirm } from "../services/confirm-sign-up-code.ts";
import { loginAnswer } from "./login.ts";
import { route } from "./route.ts";

export default route(contract, {
  // Guesses are bounded per code (5 tries); this bounds one address trying many accounts' codes.
  config: { access: access.anyone, signsIn: true, rateLimit: { max: 30, timeWindow: "15 minutes" } },
  summary: "Enter the code sendSignUpCode sent: the new account is signed in",
  handler: async (request, { deps, reply }) => {
    const session = await confirm(deps, request.body.Email, request.body.Code);
    setSessionCookie(reply, deps.config, session.token);
    return loginAnswer(session.token, session.expiresAt, session.user.userId);
  },
});
