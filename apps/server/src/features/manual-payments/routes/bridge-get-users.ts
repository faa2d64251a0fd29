import { z } from "zod";
import { access } from "../../../auth/access.ts";
import type { RouteModule } from "../../../http/app-types.ts";
import { listBridgeUsers } from "../services/list-bridge-users.ts";
import { userId } from "@investar/contract/parts/user-id-query";
import { paymentInUnits, paymentSummarySchema } from "./manual-payment-schemas.ts";

/** docs/business-rules.md#api-other "Other": the bridge-payment service's "get user list by userId". */
const bridgeGetUsers: RouteModule = (app, deps) => {
  app.get(
    "/api/payment/BridgeGetUsers",
    {
      config: { access: access.admin },
      schema: {
        tags: ["payment admin"],
        summary:
          "Admin (bridge service): the customer with this id and their manual payments waiting (transactionId = order number); [] for no such user",
        security: [{ bearer: [] }],
        querystring: z.object({ userId }),
        response: {
          200: z.array(
            z.object({
              userId: z.number().int(),
              name: z.string(),
              email: z.string(),
              mobileNo: z.string(),
              pendingPayments: z.array(paymentSummarySchema.extend({ transactionId: z.string() })),
            }),
          ),
        },
      },
    },
    async (request) => {
      const users = await listBridgeUsers(deps, request.query.userId);
      return users.map((user) => ({
        ...user,
        pendingPayments: user.pendingPayments.map((p) => ({ ...paymentInUnits(p), transactionId: p.transactionId })),
      }));
    },
  );
};

export default bridgeGetUsers;
