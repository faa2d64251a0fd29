import { access } from "../../../auth/access.ts";
import type { RouteModule } from "../../../http/app-types.ts";
import { saveSubscriptionFlags } from "../services/save-subscription-flags.ts";
import { saveSubscriptionFlags as contract } from "@investar/contract/profile/save-subscription-flags";

const saveSubscriptionFlagsRoute: RouteModule = (app, deps) => {
  app.post(
    contract.path,
    {
      config: { access: access.self("query") },
      schema: {
        tags: ["user"],
        summary: "Choose the mailings: newsletter, product updates, webinar invitations, offers",
        security: [{ bearer: [] }],
        querystring: contract.query,
        body: contract.body,
        response: { 200: contract.answer },
      },
    },
    async (request) => {
      return saveSubscriptionFlags(deps, request.query.userId, request.body);
    },
  );
};

export default saveSubscriptionFlagsRoute;
