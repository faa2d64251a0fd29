import { eq } from "drizzle-orm";
import { formatMoney, isChargeable } from "@investar/core";
import { schema } from "@investar/db";
import type { AppDeps } from "../../deps.ts";
import { badRequest, conflict, notFound } from "../../errors.ts";
import { writeAudit } from "../admin/write-audit.ts";
import { issueCreditNote } from "../invoices/issue-credit-note.ts";
import type { Transaction } from "../transaction.ts";
import { creditWallet } from "../wallet/credit-wallet.ts";
import type { Order } from "./on-order-paid.ts";
import { transitionOrder } from "./transition-order.ts";

export interface RefundRequest {
  /** The order's id (SPEC §7's paymentId). */
  paymentId: number;
  /** Minor units; the whole order when left out. */
  amount?: number;
  /** wallet: cash credit at once; gateway: recorded for a person to send back the way it was paid. */
  to: "wallet" | "gateway";
  reason?: string;
}

export interface RefundOutcome {
  order: Order;
  refund: typeof schema.orderRefunds.$inferSelect;
  creditNoteNumber: string | null;
  message: string;
}

/**
 * RefundPayments (SPEC §4: a payment can be refunded). The order moves paid → refunded by the same
 * conditional update as every move, and in that transaction the refund row, the wallet credit (for "to
 * wallet"), the credit note and the audit rows are written: all or nothing, and once however often it
 * is clicked. What the refund does to the subscription it paid for is not decided here.
 */
export async function refundPayment(deps: AppDeps, adminId: number, request: RefundRequest): Promise<RefundOutcome> {
  const [order] = await deps.db.select().from(schema.orders).where(eq(schema.orders.id, request.paymentId)).limit(1);
  if (!order || order.status === "created") throw notFound(`No payment ${request.paymentId}.`);
  if (order.status === "refunded") throw conflict(`Payment ${order.orderNumber} is already refunded.`);
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

  // Filled in by the transaction that moves the order; left empty when another refund got there first.
  const recorded: { value?: Omit<RefundOutcome, "order" | "message"> } = {};
  const move = await transitionOrder(deps, {
    orderId: order.id,
    from: "paid",
    to: "refunded",
    actorId: adminId,
    alongside: async (tx, refunded) => {
      recorded.value = await recordRefund(deps, tx, adminId, refunded, { amount, to: request.to, reason });
    },
  });
  if (!move.moved || !recorded.value) throw conflict(`Payment ${order.orderNumber} is already ${move.order?.status ?? "gone"}; nothing was refunded.`);
  const { refund, creditNoteNumber } = recorded.value;
  const where = request.to === "wallet" ? "to the customer's wallet as cash credit" : "for return through the original payment method";
  return { order: move.order, refund, creditNoteNumber, message: `Refunded ${formatMoney(amount, order.currency)} of ${order.orderNumber} ${where}.` };
}

async function recordRefund(
  deps: AppDeps,
  tx: Transaction,
  adminId: number,
  order: Order,
  refund: { amount: number; to: "wallet" | "gateway"; reason: string },
): Promise<Omit<RefundOutcome, "order" | "message">> {
  const credit =
    refund.to === "wallet"
      ? await creditWallet(
          deps,
          { userId: order.userId, currency: order.currency, kind: "cash", amount: refund.amount, reason: refund.reason, reference: `refund:${order.orderNumber}`, actorId: adminId },
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
    details: { refundId: row!.id, amount: refund.amount, currency: order.currency, to: refund.to, walletEntryId: credit?.entryId ?? null, creditNote: note?.number ?? null },
    at: deps.now(),
  });
  return { refund: row!, creditNoteNumber: note?.number ?? null };
}
