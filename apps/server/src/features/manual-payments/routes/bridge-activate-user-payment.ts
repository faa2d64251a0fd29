import { z } from "zod";
import { access, callerOf } from "../../../auth/access.ts";
import { echoRequestOnError } from "../../../http/echo-request-on-error.ts";
import type { RouteModule } from "../../../http/app-types.ts";
import { activateBridgePayment } from "../services/activate-bridge-payment.ts";
import { userId } from "@investar/contract/parts/user-id-query";

/** docs/business-rules.md#api-other "Other": the bridge-payment service's "activate user payment with userId and transactionId" (text answer, like ActivateManualPayment). */
const bridgeActivateUserPayment: RouteModule = (app, deps) => {
  app.post(
    "/api/payment/BridgeActivateUserPayment",
    {
      config: { access: access.admin },
      ...echoRequestOnError,
      schema: {
        tags: ["payment admin"],
        summary:
          "Admin (bridge service): activate the user's manual payment named by its order number or bank reference, exactly once (text answer)",
        security: [{ bearer: [] }],
        querystring: z.object({
          userId,
          transactionId: z.string().trim().min(1, "Please give the transactionId.").max(60, "The transactionId is too long."),
        }),
        response: { 200: z.string() },
      },
    },
    async (request, reply) => {
      const admin = await callerOf(request);
      const result = await activateBridgePayment(deps, admin.userId, request.query.userId, request.query.transactionId);
      return reply.header("x-activation-outcome", result.outcome).type("text/plain; charset=utf-8").send(result.message);
    },
  );
};

export default bridgeActivateUserPayment;
