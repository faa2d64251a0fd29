import { manualPaymentModeInfo, isManualPaymentMode } from "@investar/core";
import { access, callerOf } from "../../../auth/access.ts";
import { manualPurchaseOf } from "@investar/contract/manual-payments/manual-purchase";
import { setUsersManualPayment as contract } from "@investar/contract/manual-payments/set-users-manual-payment";
import { echoRequestOnError } from "../../../http/echo-request-on-error.ts";
import { submitManualPayment } from "../services/submit-manual-payment.ts";
import { paymentInUnits } from "./manual-payment-schemas.ts";
import { paymentRoute } from "./route.ts";

export default paymentRoute(contract, {
  config: { access: access.self("body") },
  summary:
    "Record a bank transfer, cheque, DD, cash deposit or UPI payment for the server's quote of selItems (or for a started UPI payment); pending until an admin activates it. 4xx bodies echo the request.",
  options: echoRequestOnError,
  handler: async (request, { deps }) => {
    const { userId: owner, orderNumber, form, confirmDuplicate } = request.body;
    const caller = await callerOf(request);
    const submission = orderNumber
      ? { orderNumber, form, confirmDuplicate }
      : { purchase: manualPurchaseOf(request.body), form, confirmDuplicate };
    const submitted = await submitManualPayment(deps, owner, submission, caller.userId);
    const { payment } = submitted;
    const what = submitted.webinar ? "your webinar seat is confirmed" : "your subscription is activated";
    const activation = isManualPaymentMode(form.mode) ? ` (${manualPaymentModeInfo[form.mode].activation})` : "";
    const later =
      payment.manual?.reference === null
        ? ` Add its ${manualPaymentModeInfo.UPI.referenceLabel} on My Subscription when you have it: it helps us find it sooner.`
        : "";
    const duplicate =
      payment.manual?.possibleDuplicateOf != null
        ? " We have marked it as a possible second payment for the same purchase: if both arrive, we refund one."
        : "";
    const message = `Thank you. We have recorded your ${form.mode} payment for order ${payment.orderNumber}; ${what} once we see the money${activation}.${later}${duplicate}`;
    return { payment: paymentInUnits(payment), upi: submitted.upi, message };
  },
});
