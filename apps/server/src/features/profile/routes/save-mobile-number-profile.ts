import { access } from "../../../auth/access.ts";
import { changeMobileNumber } from "../services/change-mobile-number.ts";
import { saveMobileNumberProfile as contract } from "@investar/contract/profile/save-mobile-number-profile";
import { route } from "./route.ts";

export default route(contract, {
  // Each wrong guess also spends one of the code's five attempts; this caps guessing across codes.
  config: { access: access.self("query"), rateLimit: { max: 20, timeWindow: "1 hour" } },
  summary: "Change the mobile number with the code GetVerificationCode sent to it by SMS",
  handler: async (request, { deps }) => {
    return changeMobileNumber(deps, request.query.userId, request.query.mobileNumber, request.query.verificationCode);
  },
});
