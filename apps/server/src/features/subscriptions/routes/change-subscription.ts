import { changeSubscription as contract } from "@investar/contract/subscriptions/change-subscription";
import { access } from "../../../auth/access.ts";
import { echoRequestOnError } from "../../../http/echo-request-on-error.ts";
import { changeSubscription } from "../services/change-subscription.ts";
import { route } from "./route.ts";

export default route(contract, {
  config: { access: access.self("body") },
  summary:
    "Apply a change that costs nothing after credits (paymentGateway ChangeSub), limited to the period's free changes. 4xx bodies echo the request.",
  options: echoRequestOnError,
  handler: (request, { deps }) => changeSubscription(deps, request.body),
});
