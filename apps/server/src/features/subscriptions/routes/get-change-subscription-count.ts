import { z } from "zod";
import { access } from "../../../auth/access.ts";
import type { RouteModule } from "../../../http/app-types.ts";
import { getChangeSubscriptionCount } from "../services/get-change-subscription-count.ts";
import { userIdQuery } from "@investar/contract/parts/user-id-query";

const getChangeSubscriptionCountRoute: RouteModule = (app, deps) => {
  app.get(
    "/api/payment/GetChangeSubscriptionCount",
    {
      config: { access: access.self("query") },
      schema: {
        tags: ["payment"],
        summary:
          "Free subscription changes made this subscription period, the limit, and how many are left: the desktop subscription's, and the mobile one's under `mobile`",
        security: [{ bearer: [] }],
        querystring: userIdQuery,
        response: {
          200: z.object({
            changesMade: z.number().int(),
            changesAllowed: z.number().int(),
            changesLeft: z.number().int(),
            mobile: z.object({ changesMade: z.number().int(), changesLeft: z.number().int() }),
          }),
        },
      },
    },
    async (request) => {
      return getChangeSubscriptionCount(deps, request.query.userId);
    },
  );
};

export default getChangeSubscriptionCountRoute;
