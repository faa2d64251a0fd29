import { access } from "../../../auth/access.ts";
import type { RouteModule } from "../../../http/app-types.ts";
import { getSubscriptionDetails } from "../services/get-subscription-details.ts";
import { userIdQuery } from "@investar/contract/parts/user-id-query";
import { subscrSchema } from "../../catalogue/index.ts";

const userMobileSubscr: RouteModule = (app, deps) => {
  app.get(
    "/api/payment/UserMobileSubscr",
    {
      config: { access: access.self("query") },
      schema: {
        tags: ["payment"],
        summary: "The user's mobile app subscription (docs/business-rules.md#user-subscription-details MobileSubscr), or null",
        security: [{ bearer: [] }],
        querystring: userIdQuery,
        response: { 200: subscrSchema.nullable() },
      },
    },
    async (request) => {
      return (await getSubscriptionDetails(deps, request.query.userId)).MobileSubscr;
    },
  );
};

export default userMobileSubscr;
