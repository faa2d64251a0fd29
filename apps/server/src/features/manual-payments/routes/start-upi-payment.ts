import { access } from "../../../auth/access.ts";
import { manualPurchaseOf } from "@investar/contract/manual-payments/manual-purchase";
import { startUpiPayment as contract } from "@investar/contract/manual-payments/start-upi-payment";
import { startUpiPayment } from "../services/start-upi-payment.ts";
import { paymentRoute } from "./route.ts";

/**
 * docs/business-rules.md#upi-payments: a manual UPI payment starts with its QR code. This makes (or finds again) the order the
 * customer is about to pay and answers its number, exact amount, QR code and upi:// link; nothing is
 * recorded as paid until SetUsersManualPayment names the order.
 */
export default paymentRoute(contract, {
  config: { access: access.self("body") },
  summary:
    "Start a manual UPI payment: the order for the server's quote of selItems (or a webinar seat), with its UPI QR code and link; not a payment until the customer says they have paid",
  handler: async (request, { deps }) => {
    const { userId: owner, confirmDuplicate } = request.body;
    const started = await startUpiPayment(deps, owner, manualPurchaseOf(request.body), confirmDuplicate);
    return { ...started, amount: started.amount / 100, currency: "INR" as const };
  },
});
