import { cancelMyMandate as contract } from "@investar/contract/renewals/cancel-my-mandate";
import { access } from "../../../auth/access.ts";
import type { RouteModule } from "../../../http/app-types.ts";
import { cancelMyMandate } from "../services/cancel-my-mandate.ts";

/** My Subscription's "Cancel auto-renew". */
const cancelMyMandateRoute: RouteModule = (app, deps) => {
  app.post(
    contract.path,
    {
      config: { access: access.self("body") },
      schema: {
        tags: ["auto-renew"],
        summary: "Cancel auto-renew: the customer's card mandate is cancelled at once, here and at the gateway; the paid period is kept",
        security: [{ bearer: [] }],
        body: contract.body,
        response: { 200: contract.answer },
      },
    },
    async (request) => cancelMyMandate(deps, request.body.userId, request.body.mandateId, request.log),
  );
};

export default cancelMyMandateRoute;
