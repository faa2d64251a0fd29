import { refundPayments as contract } from "@investar/contract/payments/refund-payments";
import { gatewayAmountToMinor, minorToUnits } from "@investar/core";
import { access } from "../../../auth/access.ts";
import { echoRequestOnError } from "../../../http/echo-request-on-error.ts";
import type { RouteModule } from "../../../http/app-types.ts";
import { badRequest } from "../../../errors.ts";
import { createRefundGateway } from "../../../integrations/gateway/create-refund-gateway.ts";
import { inProcessTransport } from "../../../integrations/gateway/in-process-transport.ts";
import { paymentAdminRoute } from "./route.ts";
import { refundPayment } from "../services/refund-payment.ts";

/** Units as typed by the admin → minor units, on digits (no float maths); the service checks it against the order's currency. */
function refundMinor(amount: number | undefined): number | undefined {
  if (amount === undefined) return undefined;
  const minor = gatewayAmountToMinor(amount);
  if (minor === null)
    throw badRequest("The refund amount can have at most 2 decimals.", { amount: ["The refund amount can have at most 2 decimals."] });
  return minor;
}

const refundPayments: RouteModule = (app, deps) => {
  const gateway = createRefundGateway(deps.config, inProcessTransport(app));
  paymentAdminRoute(contract, {
    config: { access: access.admin },
    options: echoRequestOnError,
    summary:
      "Admin: refund a paid payment, in one or several parts up to what was paid — to the customer's wallet as cash credit, through the card gateway's refund API, or a manual payment sent back by bank transfer (with its UTR); a credit note for each settled refund of an invoiced payment",
    handler: async (request, { caller: admin }) => {
      const { amount, to, reason, utr } = request.body;
      const id = (request.body.paymentId ?? request.body.orderId)!;
      const outcome = await refundPayment(deps, gateway, admin.userId, { paymentId: id, amount: refundMinor(amount), to, reason, utr });
      const { refund, order, position } = outcome;
      const units = (minor: number) => minorToUnits(minor, order.currency);
      return {
        message: outcome.message,
        paymentId: order.id,
        orderNumber: order.orderNumber,
        amount: units(refund.amount),
        currency: refund.currency,
        to: refund.destination,
        refundId: refund.id,
        status: refund.status,
        refundReference: refund.refundReference,
        gatewayReference: refund.gatewayReference,
        utr: refund.utr,
        failureReason: refund.failureReason,
        creditNoteNumber: refund.creditNoteNumber,
        refunded: units(position.settled),
        inFlight: units(position.inFlight),
        left: units(position.left),
      };
    },
  })(app, deps);
};

export default refundPayments;
