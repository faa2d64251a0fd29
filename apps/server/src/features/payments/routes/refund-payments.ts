import { refundPayments as contract } from "@investar/contract/payments/refund-payments";
import { gatewayAmountToMinor, minorToUnits } from "@investar/core";
import { access, callerOf } from "../../../auth/access.ts";
import { echoRequestOnError } from "../../../http/echo-request-on-error.ts";
import type { RouteModule } from "../../../http/app-types.ts";
import { contractRoute } from "../../../http/contract-route.ts";
import { badRequest } from "../../../errors.ts";
import { refundPayment } from "../services/refund-payment.ts";

/** Units as typed by the admin → minor units, on digits (no float maths); the service checks it against the order's currency. */
function refundMinor(amount: number | undefined): number | undefined {
  if (amount === undefined) return undefined;
  const minor = gatewayAmountToMinor(amount);
  if (minor === null)
    throw badRequest("The refund amount can have at most 2 decimals.", { amount: ["The refund amount can have at most 2 decimals."] });
  return minor;
}

const refundPayments: RouteModule = (app, deps) =>
  contractRoute(app, {
    contract,
    config: { access: access.admin },
    options: echoRequestOnError,
    tags: ["payment admin"],
    summary:
      "Admin: refund a paid payment once — to the customer's wallet as cash credit, or marked for return through the gateway; a credit note when it was invoiced",
    handler: async (request) => {
      const admin = await callerOf(request);
      const { amount, to, reason } = request.body;
      const id = (request.body.paymentId ?? request.body.orderId)!;
      const outcome = await refundPayment(deps, admin.userId, { paymentId: id, amount: refundMinor(amount), to, reason });
      const { refund, order } = outcome;
      return {
        message: outcome.message,
        paymentId: order.id,
        orderNumber: order.orderNumber,
        amount: minorToUnits(refund.amount, refund.currency),
        currency: refund.currency,
        to: refund.destination,
        status: refund.status,
        creditNoteNumber: outcome.creditNoteNumber,
      };
    },
  });

export default refundPayments;
