import { cancelMyMandate as contract } from "@investar/contract/renewals/cancel-my-mandate";
import { access } from "../../../auth/access.ts";
import { cancelMyMandate } from "../services/cancel-my-mandate.ts";
import { route } from "./route.ts";

/** My Subscription's "Cancel auto-renew". */
export default route(contract, {
  config: { access: access.self("body") },
  summary: "Cancel auto-renew: the customer's card mandate is cancelled at once, here and at the gateway; the paid period is kept",
  handler: async (request, { deps }) => cancelMyMandate(deps, request.body.userId, request.body.mandateId, request.log),
});
