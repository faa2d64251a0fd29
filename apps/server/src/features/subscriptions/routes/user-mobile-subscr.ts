import { access } from "../../../auth/access.ts";
import { getSubscriptionDetails } from "../services/get-subscription-details.ts";
import { userIdQuery } from "@investar/contract/parts/user-id-query";
import { subscrSchema } from "../../catalogue/index.ts";
import { route } from "./route.ts";

export default route(
  { method: "GET", path: "/api/payment/UserMobileSubscr", query: userIdQuery, answer: subscrSchema.nullable() },
  {
    config: { access: access.self("query") },
    summary: "The user's mobile app subscription (docs/business-rules.md#user-subscription-details MobileSubscr), or null",
    handler: async (request, { deps }) => {
      return (await getSubscriptionDetails(deps, request.query.userId)).MobileSubscr;
    },
  },
);
