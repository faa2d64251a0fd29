import type { AppDeps } from "../../deps.ts";
import type { App } from "../../http/app-types.ts";
import cancelScheduledSubscriptionChangeRoute from "./routes/cancel-scheduled-subscription-change.ts";
import changeSubscriptionRoute from "./routes/change-subscription.ts";
import getChangeSubscriptionCountRoute from "./routes/get-change-subscription-count.ts";
import getScheduledSubscriptionChangesRoute from "./routes/get-scheduled-subscription-changes.ts";
import getUsersSubscriptionsRoute from "./routes/get-users-subscriptions.ts";
import isOfferActivatedRoute from "./routes/is-offer-activated.ts";
import userMobileSubscrRoute from "./routes/user-mobile-subscr.ts";
import userPackageRoute from "./routes/user-package.ts";
import userSubscrDetailsRoute from "./routes/user-subscr-details.ts";

/** Registers this feature's endpoints. */
export function register(app: App, deps: AppDeps): void {
  for (const route of [
    cancelScheduledSubscriptionChangeRoute,
    changeSubscriptionRoute,
    getChangeSubscriptionCountRoute,
    getScheduledSubscriptionChangesRoute,
    getUsersSubscriptionsRoute,
    isOfferActivatedRoute,
    userMobileSubscrRoute,
    userPackageRoute,
    userSubscrDetailsRoute,
  ])
    route(app, deps);
}
