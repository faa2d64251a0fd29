import type { SubscriptionsPageServices } from "@investar/contract/pages/subscriptions";
import type { AppDeps } from "../../deps.ts";
import { getSubscriptionDetails } from "./services/get-subscription-details.ts";
import { listScheduledChanges } from "./services/scheduled-changes.ts";

/** My Subscription's and the pricing pages' subscription services, bound to this app's dependencies. */
export function subscriptionsPageServices(deps: AppDeps): SubscriptionsPageServices {
  return {
    getSubscriptionDetails: (userId) => getSubscriptionDetails(deps, userId),
    listScheduledChanges: (userId) => listScheduledChanges(deps, userId),
  };
}
