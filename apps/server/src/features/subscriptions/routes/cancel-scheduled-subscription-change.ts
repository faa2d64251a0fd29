import { cancelScheduledSubscriptionChange as contract } from "@investar/contract/subscriptions/cancel-scheduled-subscription-change";
import { access } from "../../../auth/access.ts";
import { cancelScheduledChange } from "../services/scheduled-changes.ts";
import { route } from "./route.ts";

export default route(contract, {
  config: { access: access.self("query") },
  summary: "Cancel the pending switch at the old expiry: the subscription keeps what it holds now (404 when none is pending)",
  handler: async (request, { deps, caller }) => {
    return cancelScheduledChange(deps, request.query.userId, request.query.kind, caller.userId);
  },
});
