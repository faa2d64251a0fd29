import { access } from "../../../auth/access.ts";
import { getManualPaymentDetails as contract } from "@investar/contract/manual-payments/get-manual-payment-details";
import { echoRequestOnError } from "../../../http/echo-request-on-error.ts";
import { getPaymentDetails } from "../services/get-payment-details.ts";
import { detailsInUnits } from "./manual-payment-schemas.ts";
import { route } from "./route.ts";

export default route(contract, {
  config: { access: access.admin },
  summary: "Admin: one payment in full — the customer, what it buys, what they declared, its status, any refund, the UPI request",
  options: echoRequestOnError,
  handler: async (request, { deps }) => {
    const { userId: customer, paymentId: id, isManualPayment: manual } = request.query;
    return detailsInUnits(await getPaymentDetails(deps, customer, id, manual));
  },
});
