import { gatewayAmountToMinor, minorToUnits } from "@investar/core";
import { z } from "zod";
import { access, callerOf } from "../../../auth/access.ts";
import { echoRequestOnError } from "../../../http/echo-request-on-error.ts";
import type { RouteModule } from "../../../http/app-types.ts";
import { badRequest } from "../../../errors.ts";
import { refundPayment } from "../services/refund-payment.ts";
import { currency, units } from "../../catalogue/index.ts";
import { paymentId } from "../../manual-payments/index.ts";

const refundRequest = z
  .object({
    paymentId: paymentId().optional(),
    orderId: paymentId("orderId").optional().describe("Another name for paymentId"),
    amount: z
      .number({ error: "amount must be a number." })
      .positive("The refund must be more than zero.")
      .optional()
      .describe("Currency units; the whole payment when left out"),
    to: z.enum(["wallet", "gateway"], { error: 'to must be "wallet" or "gateway".' }),
    reason: z.string().max(300, "The reason can have at most 300 characters.").optional(),
  })
  .refine((body) => body.paymentId !== undefined || body.orderId !== undefined, {
    message: "Please give the paymentId.",
    path: ["paymentId"],
  });

/** Units as typed by the admin → minor units, on digits (no float maths); the service checks it against the order's currency. */
function refundMinor(amount: number | undefined): number | undefined {
  if (amount === undefined) return undefined;
  const minor = gatewayAmountToMinor(amount);
  if (minor === null)
    throw badRequest("The refund amount can have at most 2 decimals.", { amount: ["The refund amount can have at most 2 decimals."] });
  return minor;
}

const refundPayments: RouteModule = (app, deps) => {
  app.post(
    "/api/payment/RefundPayments",
    {
      config: { access: access.admin },
      ...echoRequestOnError,
      schema: {
        tags: ["payment admin"],
        summary:
          "Admin: refund a paid payment once — to the customer's wallet as cash credit, or marked for return through the gateway; a credit note when it was invoiced",
        security: [{ bearer: [] }],
        body: refundRequest,
        response: {
          200: z.object({
            message: z.string(),
            paymentId: z.number().int(),
            orderNumber: z.string(),
            amount: units,
            currency,
            to: z.enum(["wallet", "gateway"]),
            status: z.enum(["credited", "awaiting-gateway"]),
            creditNoteNumber: z.string().nullable(),
          }),
        },
      },
    },
    async (request) => {
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
  );
};

export default refundPayments;
