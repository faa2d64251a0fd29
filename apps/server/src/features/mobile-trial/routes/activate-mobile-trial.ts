import { z } from "zod";
import { access, callerOf } from "../../../auth/access.ts";
import type { RouteModule } from "../../../http/app-types.ts";
import { activateMobileTrial } from "../services/activate-mobile-trial.ts";
import { idParam } from "@investar/contract/parts/id-param";
import { flag } from "@investar/contract/parts/schema-parts";

const activateMobileTrialRoute: RouteModule = (app, deps) => {
  app.get(
    "/api/payment/ActivateMobileTrial",
    {
      // Each wrong guess also spends one of the code's five attempts; this caps guessing across codes.
      config: { access: access.self("query"), changesState: true, rateLimit: { max: 20, timeWindow: "1 hour" } },
      schema: {
        tags: ["payment"],
        summary:
          "Start the 7-day mobile app trial with the SMS code (once per account; 409 after); isMobileNumberDifferent=true also saves the number",
        security: [{ bearer: [] }],
        querystring: z.object({
          userId: idParam("userId"),
          mobileNumber: z.string({ error: "Mobile number is required." }).max(20, "Invalid mobile number."),
          verificationCode: z.string({ error: "Enter the 5-digit code from the SMS." }).max(10, "Enter the 5-digit code from the SMS."),
          isMobileNumberDifferent: flag({ error: "isMobileNumberDifferent must be true or false." }).default(false),
        }),
        response: { 200: z.object({ mobileNumber: z.string(), baseProduct: z.string(), expiryDate: z.string(), endsAt: z.string() }) },
      },
    },
    async (request) => {
      const { userId, mobileNumber, verificationCode, isMobileNumberDifferent } = request.query;
      const caller = await callerOf(request);
      return activateMobileTrial(deps, { userId, mobileNumber, verificationCode, isMobileNumberDifferent, actorId: caller.userId });
    },
  );
};

export default activateMobileTrialRoute;
