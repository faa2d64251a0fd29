import type { RenewalsPageServices } from "@investar/contract/pages/renewals";
import type { AppDeps } from "../../deps.ts";
import { getMyAutoRenew } from "./services/get-my-auto-renew.ts";

/** My Subscription's auto-renew card, bound to this app's dependencies. */
export function renewalsPageServices(deps: AppDeps): RenewalsPageServices {
  return { getMyAutoRenew: (userId) => getMyAutoRenew(deps, userId) };
}
