import { z } from "zod";
import { access } from "../../../auth/access.ts";
import { getChangeSubscriptionCount } from "../services/get-change-subscription-count.ts";
import { userIdQuery } from "@investar/contract/parts/user-id-query";
import { route } from "./route.ts";

export default route(
  {
    method: "GET",
    path: "/api/payment/GetChangeSubscriptionCount",
    query: userIdQuery,
    answer: z.object({
      changesMade: z.number().int(),
      changesAllowed: z.number().int(),
      changesLeft: z.number().int(),
      mobile: z.object({ changesMade: z.number().int(), changesLeft: z.number().int() }),
    }),
  },
  {
    config: { access: access.self("query") },
    summary:
      "Free subscription changes made this subscription period, the limit, and how many are left: the desktop subscription's, and the mobile one's under `mobile`",
    handler: async (request, { deps }) => {
      return getChangeSubscriptionCount(deps, request.query.userId);
    },
  },
);
