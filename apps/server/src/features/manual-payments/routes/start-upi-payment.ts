import { access } from "../../../auth/access.ts";
import { manualPurchaseOf } from "@investar/contract/manual-payments/manual-purchase";
import { startUpiPayment as contract } from "@investar/contract/manual-payments/start-upi-payment";
import type { RouteModule } from "../../../http/app-types.ts";
import { startUpiPayment } from "../services/start-upi-payment.ts";

/**
 * docs/business-rules.md#upi-payments: a manual UPI payment starts with its QR code. This makes (or finds again) the order the
 * customer is about to pay and answers its number, exact amount, QR code and upi:// link; nothing is
 * recorded as paid until SetUsersManualPayment names the order.
 */
const startUpiPaymentRoute: RouteModule = (app, deps) => {
  app.post(
    contract.path,
    {
      config: { access: access.self("body") },
      schema: {
        tags: ["payment"],
        summary:
          "Start a manual UPI payment: the order for the server's quote of selItems (or a webinar seat), with its UPI QR code and link; not a payment until the customer says they have paid",
        security: [{ bearer: [] }],
        body: contract.body,
        response: { 200: contract.answer },
      },
    },
    async (request) => {
      const { userId: owner, confirmDuplicate } = request.body;
      const started = await startUpiPayment(deps, owner, manualPurchaseOf(request.body), confirmDuplicate);
      return { ...started, amount: started.amount / 100, currency: "INR" as const };
    },
  );
};

export default startUpiPaymentRoute;
