import { signUpToPay as contract } from "@investar/contract/accounts/sign-up-to-pay";
import { access } from "../../../auth/access.ts";
import { setSessionCookie } from "../../../auth/session-cookie.ts";
import { readAcquisition } from "../../../http/acquisition-cookie.ts";
import { requestLanguage } from "../../../http/page-language.ts";
import { signUpToPay as signUp } from "../services/sign-up-to-pay.ts";
import { loginAnswer } from "./login.ts";
import { route } from "./route.ts";

export default route(contract, {
  // The sign-up's own limit (auth/register), per IP.
  config: { access: access.anyone, signsIn: true, rateLimit: { max: 20, timeWindow: "1 hour" } },
  summary: "Create an account with email and a new password at the checkout, signed in at once (409 EmailRegistered: log in)",
  handler: async (request, { deps, reply }) => {
    const session = await signUp(deps, request.body, {
      ip: request.ip,
      acquisition: readAcquisition(request),
      language: requestLanguage(request),
    });
    setSessionCookie(reply, deps.config, session.token);
    return loginAnswer(session.token, session.expiresAt, session.user.userId);
  },
});
