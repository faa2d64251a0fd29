import { z } from "zod";
import { access } from "../../../auth/access.ts";
import type { RouteModule } from "../../../http/app-types.ts";
import { startUpiPayment } from "../services/start-upi-payment.ts";
import { userId } from "@investar/contract/parts/user-id-query";
import { manualPurchaseFields, manualPurchaseOf, oneManualPurchase, upiSchema } from "./manual-payment-schemas.ts";
import { units } from "../../catalogue/index.ts";

/**
 * docs/business-rules.md#upi-payments: a manual UPI payment starts with its QR code. This makes (or finds again) the order the
 * customer is about to pay and answers its number, exact amount, QR code and upi:// link; nothing is
 * recorded as paid until SetUsersManualPayment names the order.
 */
const startUpiPaymentRoute: RouteModule = (app, deps) => {
  app.post(
    "/api/payment/StartUpiPayment",
    {
      config: { access: access.self("body") },
      schema: {
        tags: ["payment"],
        summary:
          "Start a manual UPI payment: the order for the server's quote of selItems (or a webinar seat), with its UPI QR code and link; not a payment until the customer says they have paid",
        security: [{ bearer: [] }],
        body: z.object({ userId, ...manualPurchaseFields }).refine(oneManualPurchase.check, oneManualPurchase.problem),
        response: {
          200: z.object({
            orderNumber: z.string(),
            amount: units.describe("Exactly what the QR code asks for"),
            currency: z.literal("INR"),
            upi: upiSchema,
            activation: z.string().describe("When the purchase is switched on once the money is seen"),
          }),
        },
      },
    },
    async (request) => {
      const { userId: owner } = request.body;
      const started = await startUpiPayment(deps, owner, manualPurchaseOf(request.body));
      return { ...started, amount: started.amount / 100, currency: "INR" as const };
    },
  );
};

export default startUpiPaymentRoute;
