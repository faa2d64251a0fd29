import { requireSelfOrAdmin } from "../../../auth/principal.ts";
import type { RouteModule } from "../../../http/app-types.ts";
import { saveSubscriptionFlags } from "../services/save-subscription-flags.ts";
import { subscriptionFlags } from "./profile-schemas.ts";
import { userIdQuery } from "@investar/contract/parts/user-id-query";

const saveSubscriptionFlagsRoute: RouteModule = (app, deps) => {
  app.post(
    "/api/user/SaveSubscriptionFlags",
    {
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
      await requireSelfOrAdmin(request, request.query.userId);
      return saveSubscriptionFlags(deps, request.query.userId, request.body);
    },
  );
};

export default saveSubscriptionFlagsRoute;
