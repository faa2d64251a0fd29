import { z } from "zod";
import { access } from "../../../auth/access.ts";
import { listBridgeUsers } from "../services/list-bridge-users.ts";
import { userId } from "@investar/contract/parts/user-id-query";
import { paymentInUnits, paymentSummarySchema } from "./manual-payment-schemas.ts";
import { route } from "./route.ts";

/** docs/business-rules.md#api-other "Other": the bridge-payment service's "get user list by userId". */
export default route(
  {
    method: "GET",
    path: "/api/payment/BridgeGetUsers",
    query: z.object({ userId }),
    answer: z.array(
      z.object({
        userId: z.number().int(),
        name: z.string(),
        email: z.string(),
        mobileNo: z.string(),
        pendingPayments: z.array(paymentSummarySchema.extend({ transactionId: z.string() })),
      }),
    ),
  },
  {
    config: { access: access.admin },
    summary:
      "Admin (bridge service): the customer with this id and their manual payments waiting (transactionId = order number); [] for no such user",
    handler: async (request, { deps }) => {
      const users = await listBridgeUsers(deps, request.query.userId);
      return users.map((user) => ({
        ...user,
        pendingPayments: user.pendingPayments.map((p) => ({ ...paymentInUnits(p), transactionId: p.transactionId })),
      }));
    },
  },
);
