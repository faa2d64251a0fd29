import { walletDetailsInUnits } from "@investar/core";
import { access } from "../../../auth/access.ts";
import type { RouteModule } from "../../../http/app-types.ts";
import { getSubscriptionDetails } from "../services/get-subscription-details.ts";
import { userIdQuery } from "@investar/contract/parts/user-id-query";
import { subscriptionDetailsSchema } from "../../catalogue/index.ts";

const userSubscrDetails: RouteModule = (app, deps) => {
  app.get(
    "/api/payment/UserSubscrDetails",
    {
      config: { access: access.self("query") },
      schema: {
        tags: ["payment"],
        summary:
          "docs/business-rules.md#user-subscription-details user subscription details: tool and mobile subscriptions, trial end, deals, wallet (units), personal discounts",
        security: [{ bearer: [] }],
        querystring: userIdQuery,
        response: { 200: subscriptionDetailsSchema },
      },
    },
    async (request) => {
      const details = await getSubscriptionDetails(deps, request.query.userId);
      return { ...details, WalletDetails: details.WalletDetails && walletDetailsInUnits(details.WalletDetails) };
    },
  );
};

export default userSubscrDetails;
