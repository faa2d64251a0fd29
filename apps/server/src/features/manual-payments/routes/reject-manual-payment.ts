import { rejectManualPayment as contract } from "@investar/contract/manual-payments/reject-manual-payment";
import { access } from "../../../auth/access.ts";
import { echoRequestOnError } from "../../../http/echo-request-on-error.ts";
import { rejectManualPayment } from "../services/reject-manual-payment.ts";
import { paymentInUnits } from "./manual-payment-schemas.ts";
import { route } from "./route.ts";

export default route(contract, {
  config: { access: access.admin },
  summary:
    "Admin: reject a manual payment awaiting verification with a reason the customer reads; the order fails, nothing is activated, the customer is mailed",
  options: echoRequestOnError,
  handler: async (request, { deps, caller: admin }) => {
    const payment = await rejectManualPayment(deps, admin.userId, request.body.paymentId, request.body.reason);
    return {
      message: `Payment ${payment.orderNumber} rejected. The customer has been mailed the reason.`,
      payment: paymentInUnits(payment),
    };
  },
});
