import { rejectManualPayment as contract } from "@investar/contract/manual-payments/reject-manual-payment";
import { access, callerOf } from "../../../auth/access.ts";
import { echoRequestOnError } from "../../../http/echo-request-on-error.ts";
import type { RouteModule } from "../../../http/app-types.ts";
import { contractRoute } from "../../../http/contract-route.ts";
import { rejectManualPayment } from "../services/reject-manual-payment.ts";
import { paymentInUnits } from "./manual-payment-schemas.ts";

const rejectManualPaymentRoute: RouteModule = (app, deps) =>
  contractRoute(app, {
    contract,
    config: { access: access.admin },
    options: echoRequestOnError,
    tags: ["payment admin"],
    summary:
      "Admin: reject a manual payment awaiting verification with a reason the customer reads; the order fails, nothing is activated, the customer is mailed",
    handler: async (request) => {
      const admin = await callerOf(request);
      const payment = await rejectManualPayment(deps, admin.userId, request.body.paymentId, request.body.reason);
      return {
        message: `Payment ${payment.orderNumber} rejected. The customer has been mailed the reason.`,
        payment: paymentInUnits(payment),
      };
    },
  });

export default rejectManualPaymentRoute;
