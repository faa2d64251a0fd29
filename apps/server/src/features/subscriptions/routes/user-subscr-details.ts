import { walletDetailsInUnits } from "@investar/core";
import { access } from "../../../auth/access.ts";
import { getSubscriptionDetails } from "../services/get-subscription-details.ts";
import { userIdQuery } from "@investar/contract/parts/user-id-query";
import { subscriptionDetailsSchema } from "../../catalogue/index.ts";
import { route } from "./route.ts";

export default route(
  { method: "GET", path: "/api/payment/UserSubscrDetails", query: userIdQuery, answer: subscriptionDetailsSchema },
  {
    config: { access: access.self("query") },
    summary:
      "docs/business-rules.md#user-subscription-details user subscription details: tool and mobile subscriptions, trial end, deals, wallet (units), personal discounts",
    handler: async (request, { deps }) => {
      const details = await getSubscriptionDetails(deps, request.query.userId);
      return { ...details, WalletDetails: details.WalletDetails && walletDetailsInUnits(details.WalletDetails) };
    },
  },
);
