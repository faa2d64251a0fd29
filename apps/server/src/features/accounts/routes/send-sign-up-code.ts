import { sendSignUpCode as contract } from "@investar/contract/accounts/send-sign-up-code";
import { access } from "../../../auth/access.ts";
import { readAcquisition } from "../../../http/acquisition-cookie.ts";
import { requestLanguage } from "../../../http/page-language.ts";
import { sendSignUpCode as send } from "../services/send-sign-up-code.ts";
import { route } from "./route.ts";

export default route(contract, {
  // The sign-up's own limit (auth/register), per IP; each code also counts against its account's and destination's limits.
  config: { access: access.anyone, signsIn: true, rateLimit: { max: 20, timeWindow: "1 hour" } },
  summary: "Create an account at the checkout and send it a one-time code by SMS or email (409 EmailRegistered: log in)",
  handler: async (request, { deps }) =>
    send(deps, request.body, { ip: request.ip, acquisition: readAcquisition(request), language: requestLanguage(request) }),
});
