import { access } from "../../../auth/access.ts";
import { getPaymentModesForManualPayment as contract } from "@investar/contract/manual-payments/get-payment-modes-for-manual-payment";
import { echoRequestOnError } from "../../../http/echo-request-on-error.ts";
import { listUserPayments } from "../services/list-user-payments.ts";
import { paymentInUnits } from "./manual-payment-schemas.ts";
import { route } from "./route.ts";

export default route(contract, {
  config: { access: access.admin },
  summary: "Admin: one customer's manual (or card) payments with their mode, reference and status, waiting ones first; 10 a page",
  options: echoRequestOnError,
  handler: async (request, { deps }) => {
    const { userId: customer, isManualPayment: manual, page: wanted } = request.query;
    const listed = await listUserPayments(deps, customer, manual, wanted);
    return { ...listed, payments: listed.payments.map(paymentInUnits) };
  },
});
