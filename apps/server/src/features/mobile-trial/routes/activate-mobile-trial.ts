import { access, callerOf } from "../../../auth/access.ts";
import { activateMobileTrial as contract } from "@investar/contract/mobile-trial/activate-mobile-trial";
import { activateMobileTrial } from "../services/activate-mobile-trial.ts";
import { route } from "./route.ts";

export default route(contract, {
  // Each wrong guess also spends one of the code's five attempts; this caps guessing across codes.
  config: { access: access.self("query"), changesState: true, rateLimit: { max: 20, timeWindow: "1 hour" } },
  summary:
    "Start the 7-day mobile app trial with the SMS code (once per account; 409 after); isMobileNumberDifferent=true also saves the number",
  handler: async (request, { deps }) => {
    const { userId, mobileNumber, verificationCode, isMobileNumberDifferent } = request.query;
    const caller = await callerOf(request);
    return activateMobileTrial(deps, { userId, mobileNumber, verificationCode, isMobileNumberDifferent, actorId: caller.userId });
  },
});
