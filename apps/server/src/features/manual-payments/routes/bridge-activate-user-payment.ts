import { z } from "zod";
import { access } from "../../../auth/access.ts";
import { echoRequestOnError } from "../../../http/echo-request-on-error.ts";
import { activateBridgePayment } from "../services/activate-bridge-payment.ts";
import { userId } from "@investar/contract/parts/user-id-query";
import { route } from "./route.ts";

/** docs/business-rules.md#api-other "Other": the bridge-payment service's "activate user payment with userId and transactionId" (text answer, like ActivateManualPayment). */
export default route(
  {
    method: "POST",
    path: "/api/payment/BridgeActivateUserPayment",
    query: z.object({
      userId,
      transactionId: z.string().trim().min(1, "Please give the transactionId.").max(60, "The transactionId is too long."),
    }),
    answer: z.string(),
  },
  {
    config: { access: access.admin },
    summary:
      "Admin (bridge service): activate the user's manual payment named by its order number or bank reference, exactly once (text answer)",
    options: echoRequestOnError,
    handler: async (request, { deps, caller: admin, reply }) => {
      const result = await activateBridgePayment(deps, admin.userId, request.query.userId, request.query.transactionId);
      return reply.header("x-activation-outcome", result.outcome).type("text/plain; charset=utf-8").send(result.message);
    },
  },
);
