import { access } from "../../../auth/access.ts";
import { sendVerificationCode as contract } from "@investar/contract/mobile-trial/send-verification-code";
import { sendMobileVerificationCode } from "../../profile/index.ts";
import { sendMobileTrialCode } from "../services/send-mobile-trial-code.ts";
import { route } from "./route.ts";

export default route(contract, {
  // Each call sends an SMS: as limited as auth/GetVerificationCode.
  config: { access: access.self("query"), changesState: true, rateLimit: { max: 5, timeWindow: "1 hour" } },
  summary:
    "Send a 5-digit SMS code to a 10-digit mobile: for the mobile app trial (isForMobileTrial=true) or, otherwise, for changing the account's mobile",
  handler: async (request, { deps }) => {
    const { userId, mobileNumber, isForMobileTrial } = request.query;
    // Without the trial flag the code is the one user/SaveMobileNumberProfile redeems.
    return isForMobileTrial ? sendMobileTrialCode(deps, userId, mobileNumber) : sendMobileVerificationCode(deps, userId, mobileNumber);
  },
});
