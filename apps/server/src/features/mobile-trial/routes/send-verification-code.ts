import { z } from "zod";
import { access } from "../../../auth/access.ts";
import type { RouteModule } from "../../../http/app-types.ts";
import { sendMobileVerificationCode } from "../../profile/index.ts";
import { sendMobileTrialCode } from "../services/send-mobile-trial-code.ts";
import { idParam } from "@investar/contract/parts/id-param";
import { flag } from "@investar/contract/parts/schema-parts";

const sendVerificationCode: RouteModule = (app, deps) => {
  app.get(
    "/api/payment/SendVerificationCode",
    {
      // Each call sends an SMS: as limited as auth/GetVerificationCode.
      config: { access: access.self("query"), changesState: true, rateLimit: { max: 5, timeWindow: "1 hour" } },
      schema: {
        tags: ["payment"],
        summary:
          "Send a 5-digit SMS code to a 10-digit mobile: for the mobile app trial (isForMobileTrial=true) or, otherwise, for changing the account's mobile",
        security: [{ bearer: [] }],
        querystring: z.object({
          userId: idParam("userId"),
          mobileNumber: z.string({ error: "Mobile number is required." }).max(20, "Invalid mobile number."),
          isForMobileTrial: flag({ error: "isForMobileTrial must be true or false." }).default(false),
        }),
        response: { 200: z.object({ message: z.string() }) },
      },
    },
    async (request) => {
      const { userId, mobileNumber, isForMobileTrial } = request.query;
      // Without the trial flag the code is the one user/SaveMobileNumberProfile redeems.
      return isForMobileTrial ? sendMobileTrialCode(deps, userId, mobileNumber) : sendMobileVerificationCode(deps, userId, mobileNumber);
    },
  );
};

export default sendVerificationCode;
