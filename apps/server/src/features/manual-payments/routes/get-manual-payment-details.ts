import { access } from "../../../auth/access.ts";
import { getManualPaymentDetails as contract } from "@investar/contract/manual-payments/get-manual-payment-details";
import { echoRequestOnError } from "../../../http/echo-request-on-error.ts";
import type { RouteModule } from "../../../http/app-types.ts";
import { contractRoute } from "../../../http/contract-route.ts";
import { getPaymentDetails } from "../services/get-payment-details.ts";
import { detailsInUnits } from "./manual-payment-schemas.ts";

const getManualPaymentDetails: RouteModule = (app, deps) =>
  contractRoute(app, {
    contract,
    config: { access: access.admin },
    options: echoRequestOnError,
    tags: ["payment admin"],
    summary: "Admin: one payment in full — the customer, what it buys, what they declared, its status, any refund, the UPI request",
    handler: async (request) => {
      const { userId: customer, paymentId: id, isManualPayment: manual } = request.query;
      return detailsInUnits(await getPaymentDetails(deps, customer, id, manual));
    },
  });

export default getManualPaymentDetails;
