import { access } from "../../../auth/access.ts";
import { searchManualPayments as contract } from "@investar/contract/manual-payments/search-manual-payments";
import { searchPayments } from "../services/search-payments.ts";
import { paymentInUnits } from "./manual-payment-schemas.ts";
import { route } from "./route.ts";

export default route(contract, {
  config: { access: access.admin },
  summary:
    "Admin: find manual (or card) payments by UTR or other reference, order number or gateway tracking id; waiting ones first, at most 20",
  handler: async (request, { deps }) => {
    const found = await searchPayments(deps, request.query.query, request.query.isManualPayment);
    return { payments: found.map((payment) => ({ ...paymentInUnits(payment), customer: payment.customer })) };
  },
});
