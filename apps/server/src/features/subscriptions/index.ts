/** What other features may use of subscriptions; everything else in this folder is its own. */
export { subscriptionsPageServices } from "./pages.ts";
export { applyScheduledChanges } from "./services/apply-scheduled-changes.ts";
export { applySubscription } from "./services/apply-subscription.ts";
export { countFreeChange } from "./services/count-free-change.ts";
export { endTrial } from "./services/end-trial.ts";
export { getSubscriptionDetails, getSubscriptionDetailsOf } from "./services/get-subscription-details.ts";
export { recordSubscriptionHistory } from "./services/record-subscription-history.ts";
export { listScheduledChanges } from "./services/scheduled-changes.ts";
