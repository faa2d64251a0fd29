import { access } from "../../../auth/access.ts";
import type { RouteModule } from "../../../http/app-types.ts";
import { changeMobileNumber } from "../services/change-mobile-number.ts";
import { saveMobileNumberProfile as contract } from "@investar/contract/profile/save-mobile-number-profile";

const saveMobileNumberProfile: RouteModule = (app, deps) => {
  app.post(
    contract.path,
    {
      // Each wrong guess also spends one of the code's five attempts; this caps guessing across codes.
      config: { access: access.self("query"), rateLimit: { max: 20, timeWindow: "1 hour" } },
      schema: {
        tags: ["user"],
        summary: "Change the mobile number with the code GetVerificationCode sent to it by SMS",
        security: [{ bearer: [] }],
        querystring: contract.query,
        response: { 200: contract.answer },
      },
    },
    async (request) => {
      return changeMobileNumber(deps, request.query.userId, request.query.mobileNumber, request.query.verificationCode);
    },
  );
};

export default saveMobileNumberProfile;
