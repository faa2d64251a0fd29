import { access } from "../../../auth/access.ts";
import type { RouteModule } from "../../../http/app-types.ts";
import { requireSameSiteGet } from "../../../http/same-site-get.ts";
import { sendMobileVerificationCode } from "../services/send-mobile-verification-code.ts";
import { getVerificationCode as contract } from "@investar/contract/profile/get-verification-code";

const getVerificationCode: RouteModule = (app, deps) => {
  app.get(
    contract.path,
    {
      config: { access: access.self("query"), rateLimit: { max: 5, timeWindow: "1 hour" } },
      schema: {
        tags: ["auth"],
        summary: "Send a 5-digit code by SMS to a new 10-digit mobile number (valid 10 minutes, 5 attempts)",
        security: [{ bearer: [] }],
        querystring: contract.query,
        response: { 200: contract.answer },
      },
    },
    async (request) => {
      requireSameSiteGet(request);
      return sendMobileVerificationCode(deps, request.query.userId, request.query.mobileNumber);
    },
  );
};

export default getVerificationCode;
