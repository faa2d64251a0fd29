import { access } from "../../../auth/access.ts";
import { register as contract } from "@investar/contract/accounts/register";
import { readAcquisition } from "../../../http/acquisition-cookie.ts";
import { requestLanguage } from "../../../http/page-language.ts";
import { registerUser } from "../services/register-user.ts";
import { route } from "./route.ts";

/** docs/business-rules.md#registration-payload's payload and answer, shared with the registration variants. */
export { registrationBody, registrationResponse } from "@investar/contract/accounts/register";

export default route(contract, {
  config: { access: access.anyone, signsIn: true, rateLimit: { max: 20, timeWindow: "1 hour" } },
  summary: "Sign up for the 7-day free trial",
  handler: async (request, { deps }) =>
    registerUser(deps, request.body, {
      ip: request.query.ip ?? request.ip,
      acquisition: readAcquisition(request),
      returnUrl: request.query.returnUrl ?? null,
      language: requestLanguage(request),
    }),
});
