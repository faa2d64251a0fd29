import { access } from "../../../auth/access.ts";
import { requireSameSiteGet } from "../../../http/same-site-get.ts";
import { sendMobileVerificationCode } from "../services/send-mobile-verification-code.ts";
import { getVerificationCode as contract } from "@investar/contract/profile/get-verification-code";
import { authRoute } from "./route.ts";

export default authRoute(contract, {
  config: { access: access.self("query"), rateLimit: { max: 5, timeWindow: "1 hour" } },
  summary: "Send a 5-digit code by SMS to a new 10-digit mobile number (valid 10 minutes, 5 attempts)",
  handler: async (request, { deps }) => {
    requireSameSiteGet(request);
    return sendMobileVerificationCode(deps, request.query.userId, request.query.mobileNumber);
  },
});
