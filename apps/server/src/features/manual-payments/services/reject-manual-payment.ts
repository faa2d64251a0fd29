import { eq } from "drizzle-orm";
import { checkRejectionReason } from "@investar/core";
import { schema } from "@investar/db";
import type { AppDeps } from "../../../deps.ts";
import { badRequest, notFound } from "../../../errors.ts";
import { writeAudit } from "../../audit/index.ts";
import type { Order } from "../../payments/index.ts";
import { transitionOrder } from "../../payments/index.ts";
import { selectPayments, toPaymentSummary, type PaymentSummary } from "./payment-rows.ts";
import { queueManualPaymentRejected } from "./queue-manual-payment-mail.ts";

/**
 * RejectManualPayment (docs/business-rules.md#manual-payment-rejection): staff could not find the money,
 * so the order moves pending → failed with their reason. Nothing was activated, so nothing is taken back
 * or refunded; the move gives back the coupon use and the bank reference (transitionOrder). The move is
 * the same conditional update activation makes, so of an activation and a rejection racing exactly one
 * wins, and the other is told what happened.
 */
export async function rejectManualPayment(deps: AppDeps, adminId: number, paymentId: number, reasonInput: string): Promise<PaymentSummary> {
  const checked = checkRejectionReason(reasonInput);
  if (!checked.ok) throw badRequest(checked.message, { reason: [checked.message] });
  const reason = checked.value;
  const [row] = await selectPayments(deps.db).where(eq(schema.orders.id, paymentId)).limit(1);
  if (!row || row.order.status === "created") throw notFound(`No payment ${paymentId}.`);
  const { order, manual } = row;
  if (order.gateway !== "ManualPayment" || !manual)
    throw badRequest(`Payment ${order.orderNumber} was made through ${order.gateway}: only a manual payment can be rejected by staff.`);
  if (order.status !== "pending") throw notRejectable(order);
  const move = await transitionOrder(deps, {
    orderId: order.id,
    from: "pending",
    to: "failed",
    failureReason: reason,
    actorId: adminId,
    alongside: async (tx, failed) => {
      const now = deps.now();
      await tx
        .update(schema.manualPayments)
        .set({ rejectionReason: reason, rejectedAt: now, rejectedBy: adminId })
        .where(eq(schema.manualPayments.orderId, failed.id));
      await writeAudit(tx, {
        actorId: adminId,
        action: "manual-payment-rejected",
        subject: `order:${failed.orderNumber}`,
        details: { paymentId, reason, amount: failed.amount, currency: failed.currency, reference: manual.reference },
        at: now,
      });
      await queueManualPaymentRejected(deps, tx, failed, manual, reason);
    },
  });
  if (!move.moved) throw move.order ? notRejectable(move.order) : notFound(`No payment ${paymentId}.`);
  deps.mail.nudge();
  const [after] = await selectPayments(deps.db).where(eq(schema.orders.id, paymentId));
  return toPaymentSummary(after!);
}

/** Why a payment no longer awaiting verification cannot be rejected (the loser of a race with activation is told the same). */
function notRejectable(order: Order) {
  const n = order.orderNumber;
  switch (order.status) {
    case "paid":
    case "refunded":
    case "partially-refunded":
      return badRequest(`Payment ${n} is already activated, so it cannot be rejected. If the money must go back, refund it instead.`);
    case "failed":
      return badRequest(`Payment ${n} is already rejected.`);
    default:
      return badRequest(`Payment ${n} is ${order.status}: only a payment awaiting verification can be rejected.`);
  }
}
