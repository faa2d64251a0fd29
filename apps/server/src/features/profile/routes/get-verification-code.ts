import { z } from "zod";
import { access } from "../../../auth/access.ts";
import type { RouteModule } from "../../../http/app-types.ts";
import { requireSameSiteGet } from "../../../http/same-site-get.ts";
import { sendMobileVerificationCode } from "../services/send-mobile-verification-code.ts";
import { userId } from "@investar/contract/parts/user-id-query";

const getVerificationCode: RouteModule = (app, deps) => {
  app.get(
    "/api/auth/GetVerificationCode",
    {
      config: { access: access.self("query"), rateLimit: { max: 5, timeWindow: "1 hour" } },
      schema: {
        tags: ["auth"],
        summary: "Send a 5-digit code by SMS to a new 10-digit mobile number (valid 10 minutes, 5 attempts)",
        security: [{ bearer: [] }],
        querystring: z.object({ userId, mobileNumber: z.string().max(20) }),
        response: { 200: z.object({ message: z.string() }) },
      },
    },
    async (request) => {
      requireSameSiteGet(request);
      return sendMobileVerificationCode(deps, request.query.userId, request.query.mobileNumber);
    },
  );
};

export default getVerificationCode;
