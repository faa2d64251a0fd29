import { eq } from "drizzle-orm";
import { formatMoney, isChargeable } from "@investar/core";
import { schema } from "@investar/db";
import type { AppDeps } from "../../../deps.ts";
import { badRequest, conflict, notFound } from "../../../errors.ts";
import { writeAudit } from "../../audit/index.ts";
import { queueManualPaymentRefunded } from "../../manual-payments/index.ts";
import { issueCreditNote } from "../../invoices/index.ts";
import type { Transaction } from "../../../database/transaction.ts";
import { takeBackReferralReward, type ReferralTakeBack } from "../../referrals/index.ts";
import { creditWallet } from "../../wallet/index.ts";
import { isWebinarOrder, type Order } from "./on-order-paid.ts";
import { takeBackWebinarSeat } from "./take-back-webinar-seat.ts";
import { takeBackRefundedOrder, type TakenBack } from "./take-back-refunded-order.ts";
import { transitionOrder } from "./transition-order.ts";

export interface RefundRequest {
  /** The order's id (docs/business-rules.md#orders's paymentId). */
  paymentId: number;
  /** Minor units; the whole order when left out. */
  amount?: number;
  /** wallet: cash credit at once; gateway: recorded for a person to send back the way it was paid. */
  to: "wallet" | "gateway";
  reason?: string;
}

export interface RefundOutcome {
  order: Order;
  /** What the full refund took off the subscription (null for a partial refund, or an order that activated none). */
  takenBack: TakenBack | null;
  refund: typeof schema.orderRefunds.$inferSelect;
  creditNoteNumber: string | null;
  /** A full refund of the order that earned a referral reward takes it back (docs/business-rules.md#referral-take-back). */
  referralTakeBack: ReferralTakeBack | null;
  message: string;
}

/**
 * RefundPayments (docs/business-rules.md#refunds: a payment can be refunded, once). The order moves paid → refunded (the whole
 * amount) or paid → partially-refunded by the same conditional update as every move, and in that
 * transaction the refund row, the wallet credit (for "to wallet"), the credit note and the audit rows
 * are written: all or nothing, and once however often it is clicked. A full refund also ends what the
 * order bought (takeBackRefundedOrder, ADR 0010); a partial one leaves the subscription as it is.
 */
export async function refundPayment(deps: AppDeps, adminId: number, request: RefundRequest): Promise<RefundOutcome> {
  const [order] = await deps.db.select().from(schema.orders).where(eq(schema.orders.id, request.paymentId)).limit(1);
  if (!order || order.status === "created") throw notFound(`No payment ${request.paymentId}.`);
  if (order.status === "refunded" || order.status === "partially-refunded")
    throw conflict(`Payment ${order.orderNumber} is already ${order.status === "refunded" ? "refunded" : "partly refunded"}.`);
  if (order.status !== "paid") throw conflict(`Payment ${order.orderNumber} is ${order.status}: only a paid payment can be refunded.`);
  const amount = request.amount ?? order.amount;
  if (!isChargeable(amount, order.currency) || amount <= 0) {
    const message = `The refund must be a positive whole number of ${order.currency === "INR" ? "rupees" : "cents"}.`;
    throw badRequest(message, { amount: [message] });
  }
  if (amount > order.amount) {
    const message = `The refund can't be more than the ${formatMoney(order.amount, order.currency)} paid.`;
    throw badRequest(message, { amount: [message] });
  }
  const reason = request.reason?.trim() || `Refund of order ${order.orderNumber}`;
  const full = amount === order.amount;

  // Filled in by the transaction that moves the order; left empty when another refund got there first.
  const recorded: { value?: Omit<RefundOutcome, "order" | "message"> } = {};
  const move = await transitionOrder(deps, {
    orderId: order.id,
    from: "paid",
    to: full ? "refunded" : "partially-refunded",
    actorId: adminId,
    alongside: async (tx, refunded) => {
      if (isWebinarOrder(refunded)) await takeBackWebinarSeat(tx, refunded, amount, full);
      const takenBack = full && !isWebinarOrder(refunded) ? await takeBackRefundedOrder(deps, tx, refunded) : null;
      const referralTakeBack = full ? await takeBackReferralReward(deps, tx, refunded, adminId) : null;
      const noted = await recordRefund(deps, tx, adminId, refunded, { amount, to: request.to, reason, full, takenBack });
      recorded.value = { ...noted, takenBack, referralTakeBack };
      // A card payment's refund is the gateway's to tell; a manual one is told by us, with the refund.
      if (refunded.gateway === "ManualPayment") await queueManualPaymentRefunded(deps, tx, refunded, { amount, full, to: request.to });
    },
  });
  if (!move.moved || !recorded.value)
    throw conflict(`Payment ${order.orderNumber} is already ${move.order?.status ?? "gone"}; nothing was refunded.`);
  const { refund, creditNoteNumber, takenBack, referralTakeBack } = recorded.value;
  const where = request.to === "wallet" ? "to the customer's wallet as cash credit" : "for return through the original payment method";
  const message = [
    `Refunded ${formatMoney(amount, order.currency)} of ${order.orderNumber} ${where}.`,
    ...(order.target === "webinar"
      ? [full ? "The webinar seat is released." : "The webinar seat is kept."]
      : refundEffects(full, takenBack)),
    ...referralEffects(referralTakeBack, order.currency),
  ].join(" ");
  return { order: move.order, refund, creditNoteNumber, takenBack, referralTakeBack, message };
}

/** What the admin is told the refund did to the subscription. */
function refundEffects(full: boolean, takenBack: TakenBack | null): string[] {
  if (!full) return ["The order is marked partly refunded; the subscription is unchanged."];
  if (!takenBack) return [];
  if (takenBack.ended) return ["The subscription it paid for has ended."];
  return [
    ...(takenBack.daysTakenBack > 0 ? [`${takenBack.daysTakenBack} paid days were taken off the subscription.`] : []),
    ...(takenBack.itemsRestoredFromOrderId !== null ? ["The edition and add-ons held before it are back."] : []),
  ];
}

/** What the admin is told the refund did to the referral reward the order earned. */
function referralEffects(taken: ReferralTakeBack | null, currency: Order["currency"]): string[] {
  if (!taken) return [];
  const back = `The referral reward it earned was taken back from the referrer's wallet (${formatMoney(taken.takenBack, currency)}).`;
  if (taken.shortfall === 0) return [back];
  return [back, `${formatMoney(taken.shortfall, currency)} of it had already been spent: see the referrer's audit trail.`];
}

async function recordRefund(
  deps: AppDeps,
  tx: Transaction,
  adminId: number,
  order: Order,
  refund: { amount: number; to: "wallet" | "gateway"; reason: string; full: boolean; takenBack: TakenBack | null },
): Promise<Omit<RefundOutcome, "order" | "message" | "takenBack" | "referralTakeBack">> {
  const credit =
    refund.to === "wallet"
      ? await creditWallet(
          deps,
          {
            userId: order.userId,
            currency: order.currency,
            kind: "cash",
            amount: refund.amount,
            reason: refund.reason,
            reference: `refund:${order.orderNumber}`,
            actorId: adminId,
          },
          tx,
        )
      : null;
  const [row] = await tx
    .insert(schema.orderRefunds)
    .values({
      orderId: order.id,
      amount: refund.amount,
      currency: order.currency,
      destination: refund.to,
      status: refund.to === "wallet" ? "credited" : "awaiting-gateway",
      walletEntryId: credit?.entryId ?? null,
      reason: refund.reason,
      actorId: adminId,
      createdAt: deps.now(),
    })
    .returning();
  // Orders paid before invoicing existed, or never invoiced, have nothing to credit; every invoiced one gets its note.
  const [invoice] = await tx.select({ id: schema.invoices.id }).from(schema.invoices).where(eq(schema.invoices.orderId, order.id)).limit(1);
  const note = invoice ? await issueCreditNote(deps, tx, { orderId: order.id, amountMinor: refund.amount, reason: refund.reason }) : null;
  await writeAudit(tx, {
    actorId: adminId,
    action: "order-refund",
    subject: `order:${order.orderNumber}`,
    details: {
      refundId: row!.id,
      amount: refund.amount,
      currency: order.currency,
      to: refund.to,
      full: refund.full,
      walletEntryId: credit?.entryId ?? null,
      creditNote: note?.number ?? null,
      takenBack: refund.takenBack,
    },
    at: deps.now(),
  });
  return { refund: row!, creditNoteNumber: note?.number ?? null };
}
