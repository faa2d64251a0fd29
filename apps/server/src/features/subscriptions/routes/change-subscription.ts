import { changeSubscription as contract } from "@investar/contract/subscriptions/change-subscription";
import { access } from "../../../auth/access.ts";
import type { RouteModule } from "../../../http/app-types.ts";
import { contractRoute } from "../../../http/contract-route.ts";
import { echoRequestOnError } from "../../../http/echo-request-on-error.ts";
import { changeSubscription } from "../services/change-subscription.ts";

const changeSubscriptionRoute: RouteModule = (app, deps) =>
  contractRoute(app, {
    contract,
    config: { access: access.self("body") },
    // docs/business-rules.md#echo-request-on-error: change subscription errors fall back to returning the request.
    options: echoRequestOnError,
    tags: ["payment"],
    summary:
      "Apply a change that costs nothing after credits (paymentGateway ChangeSub), limited to the period's free changes. 4xx bodies echo the request.",
    handler: (request) => changeSubscription(deps, request.body),
  });

export default changeSubscriptionRoute;
