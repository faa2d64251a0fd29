import type { ReferralsPageServices } from "@investar/contract/pages/referrals";
import type { AppDeps } from "../../deps.ts";
import { getReferralProgram } from "./services/get-referral-program.ts";
import { listReferrals } from "./services/list-referrals.ts";

/** The my-referral page's services, bound to this app's dependencies. */
export function referralsPageServices(deps: AppDeps): ReferralsPageServices {
  return {
    listReferrals: (refereeId) => listReferrals(deps, refereeId),
    getReferralProgram: (userId) => getReferralProgram(deps, userId),
  };
}
