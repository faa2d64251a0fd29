import { z } from "zod";
import { access } from "../../../auth/access.ts";
import type { RouteModule } from "../../../http/app-types.ts";
import { changeMobileNumber } from "../services/change-mobile-number.ts";
import { userId } from "@investar/contract/parts/user-id-query";

const saveMobileNumberProfile: RouteModule = (app, deps) => {
  app.post(
    "/api/user/SaveMobileNumberProfile",
    {
      // Each wrong guess also spends one of the code's five attempts; this caps guessing across codes.
      config: { access: access.self("query"), rateLimit: { max: 20, timeWindow: "1 hour" } },
      schema: {
        tags: ["user"],
        summary: "Change the mobile number with the code GetVerificationCode sent to it by SMS",
        security: [{ bearer: [] }],
        querystring: z.object({ userId, mobileNumber: z.string().max(20), verificationCode: z.string().max(10) }),
        response: { 200: z.object({ mobileNumber: z.string() }) },
      },
    },
    async (request) => {
      return changeMobileNumber(deps, request.query.userId, request.query.mobileNumber, request.query.verificationCode);
    },
  );
};

export default saveMobileNumberProfile;
