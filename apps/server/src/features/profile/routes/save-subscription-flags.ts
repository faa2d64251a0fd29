import { access } from "../../../auth/access.ts";
import type { RouteModule } from "../../../http/app-types.ts";
import { saveSubscriptionFlags } from "../services/save-subscription-flags.ts";
import { subscriptionFlags } from "./profile-schemas.ts";
import { userIdQuery } from "@investar/contract/parts/user-id-query";

const saveSubscriptionFlagsRoute: RouteModule = (app, deps) => {
  app.post(
    "/api/user/SaveSubscriptionFlags",
    {
      config: { access: access.self("query") },
      schema: {
        tags: ["user"],
        summary: "Choose the mailings: newsletter, product updates, webinar invitations, offers",
        security: [{ bearer: [] }],
        querystring: userIdQuery,
        body: subscriptionFlags,
        response: { 200: subscriptionFlags },
      },
    },
    async (request) => {
      return saveSubscriptionFlags(deps, request.query.userId, request.body);
    },
  );
};

export default saveSubscriptionFlagsRoute;
