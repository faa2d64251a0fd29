import { and, eq } from "drizzle-orm";
import { orderStatusAfterRefunds, refundPosition } from "@investar/core";
import { schema } from "@investar/db";
import type { AppDeps } from "../../../deps.ts";
import type { Transaction } from "../../../database/transaction.ts";
import { writeAudit } from "../../audit/index.ts";
import { issueCreditNote } from "../../invoices/index.ts";
import { queueManualPaymentRefunded } from "../../manual-payments/index.ts";
import { takeBackReferralReward, type ReferralTakeBack } from "../../referrals/index.ts";
import { creditWallet } from "../../wallet/index.ts";
import { isWebinarOrder, type Order } from "./on-order-paid.ts";
import { takeBackRefundedOrder, type TakenBack } from "./take-back-refunded-order.ts";
import { takeBackWebinarSeat } from "./take-back-webinar-seat.ts";
import { endMandateOfRefundedDebit } from "./end-mandate-of-refunded-debit.ts";

export type OrderRefund = typeof schema.orderRefunds.$inferSelect;

export interface SettledRefund {
  refund: OrderRefund;
  order: Order;
  /** Whether this refund completed the order's refund (it is now refunded, not partly). */
  full: boolean;
  takenBack: TakenBack | null;
  referralTakeBack: ReferralTakeBack | null;
}

/** The order row, locked for the rest of the transaction: every refund of one order is decided one after the other. */
export async function lockOrder(tx: Transaction, orderId: number): Promise<Order | null> {
  const [order] = await tx.select().from(schema.orders).where(eq(schema.orders.id, orderId)).for("update");
  return order ?? null;
}

export async function refundsOf(tx: Transaction, orderId: number): Promise<OrderRefund[]> {
  return tx.select().from(schema.orderRefunds).where(eq(schema.orderRefunds.orderId, orderId));
}

/**
 * What a refund does once the money has gone back (docs/business-rules.md#refunds), in the transaction
 * that settled it, under the order's lock (lockOrder): the wallet credit for a refund to the wallet, the
 * credit note of an invoiced order, the order's move to partly refunded or refunded, and, when this refund
 * completes it, what the order bought is taken back (ADR 0010) with the referral reward it earned, and the
 * mandate whose debit paid it is cancelled (docs/business-rules.md#auto-renew-odd-states). A
 * webinar seat is released by the refund that completes it, or its recorded price lowered by a part.
 */
export async function settleRefund(deps: AppDeps, tx: Transaction, order: Order, refund: OrderRefund): Promise<SettledRefund> {
  const now = deps.now();
  const position = refundPosition(order.amount, await refundsOf(tx, order.id));
  const status = orderStatusAfterRefunds(order.amount, position.settled);
  const full = status === "refunded";
  const credit =
    refund.destination === "wallet"
      ? await creditWallet(
          deps,
          {
            userId: order.userId,
            currency: order.currency,
            kind: "cash",
            amount: refund.amount,
            reason: refund.reason,
            reference: `refund:${order.orderNumber}`,
            actorId: refund.actorId,
          },
          tx,
        )
      : null;
  if (isWebinarOrder(order)) await takeBackWebinarSeat(tx, order, refund.amount, full);
  const takenBack = full && !isWebinarOrder(order) ? await takeBackRefundedOrder(deps, tx, order) : null;
  const mandateCancelled = full && !isWebinarOrder(order) ? await endMandateOfRefundedDebit(deps, tx, order, takenBack) : false;
  const referralTakeBack = full ? await takeBackReferralReward(deps, tx, order, refund.actorId) : null;
  // Orders never invoiced (paid before invoicing existed, or worth nothing) have nothing to credit.
  const [invoice] = await tx.select({ id: schema.invoices.id }).from(schema.invoices).where(eq(schema.invoices.orderId, order.id)).limit(1);
  const note = invoice ? await issueCreditNote(deps, tx, { orderId: order.id, amountMinor: refund.amount, reason: refund.reason }) : null;
  const [settled] = await tx
    .update(schema.orderRefunds)
    .set({ settledAt: now, walletEntryId: credit?.entryId ?? null, creditNoteNumber: note?.number ?? null })
    .where(eq(schema.orderRefunds.id, refund.id))
    .returning();
  const moved = await moveOrder(tx, order, status, refund.actorId, now);
  await writeAudit(tx, {
    actorId: refund.actorId,
    action: "order-refund",
    subject: `order:${order.orderNumber}`,
    details: {
      refundId: refund.id,
      amount: refund.amount,
      currency: order.currency,
      to: refund.destination,
      status: refund.status,
      full,
      walletEntryId: credit?.entryId ?? null,
      creditNote: note?.number ?? null,
      gatewayReference: refund.gatewayReference,
      utr: refund.utr,
      takenBack,
      mandateCancelled,
    },
    at: now,
  });
  // docs/business-rules.md#manual-payment-mails: the customer is told once the money has gone back, whichever way it was paid.
  await queueManualPaymentRefunded(deps, tx, order, {
    amount: refund.amount,
    full,
    to: refund.destination,
    reference: refund.utr ? `UTR ${refund.utr}` : (refund.gatewayReference ?? refund.refundReference),
  });
  return { refund: settled!, order: moved, full, takenBack, referralTakeBack };
}

/**
 * The order's move with its refunds (paid → partly refunded → refunded), with the audit row every move
 * leaves (docs/architecture.md#audit-log). The lock makes it certain; the condition on the status read
 * under it keeps it a conditional update like every other move.
 */
async function moveOrder(tx: Transaction, order: Order, to: Order["status"], actorId: number | null, now: Date): Promise<Order> {
  if (order.status === to) return order;
  const o = schema.orders;
  const [moved] = await tx
    .update(o)
    .set({ status: to, updatedAt: now })
    .where(and(eq(o.id, order.id), eq(o.status, order.status)))
    .returning();
  if (!moved) throw new Error(`Order ${order.orderNumber} moved while it was locked.`);
  await writeAudit(tx, {
    actorId,
    action: `order-${to}`,
    subject: `order:${order.orderNumber}`,
    details: { from: order.status, to, amount: order.amount, currency: order.currency, trackingId: order.gatewayTrackingId, reason: null },
    at: now,
  });
  return moved;
}
