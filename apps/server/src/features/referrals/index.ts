/** What other features may use of referrals; everything else in this folder is its own. */
export { referralsPageServices } from "./pages.ts";
export { creditReferrer } from "./services/credit-referrer.ts";
export { getReferralProgram } from "./services/get-referral-program.ts";
export { listReferrals } from "./services/list-referrals.ts";
export { recordLinkReferral } from "./services/record-link-referral.ts";
export { takeBackReferralReward } from "./services/take-back-referral-reward.ts";
export type { ReferralTakeBack } from "./services/take-back-referral-reward.ts";
