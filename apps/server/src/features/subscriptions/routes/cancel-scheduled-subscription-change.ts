import { cancelScheduledSubscriptionChange as contract } from "@investar/contract/subscriptions/cancel-scheduled-subscription-change";
import { access, callerOf } from "../../../auth/access.ts";
import type { RouteModule } from "../../../http/app-types.ts";
import { cancelScheduledChange } from "../services/scheduled-changes.ts";

const cancelScheduledSubscriptionChange: RouteModule = (app, deps) => {
  app.post(
    contract.path,
    {
      config: { access: access.self("query") },
      schema: {
        tags: ["payment"],
        summary: "Cancel the pending switch at the old expiry: the subscription keeps what it holds now (404 when none is pending)",
        security: [{ bearer: [] }],
        querystring: contract.query,
        response: { 200: contract.answer },
      },
    },
    async (request) => {
      const caller = await callerOf(request);
      return cancelScheduledChange(deps, request.query.userId, request.query.kind, caller.userId);
    },
  );
};

export default cancelScheduledSubscriptionChange;
