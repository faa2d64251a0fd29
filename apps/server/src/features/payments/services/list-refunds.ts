import { desc, eq } from "drizzle-orm";
import { refundPosition, refundStatusWords, type RefundPosition } from "@investar/core";
import type { MyRefund, RefundEntry } from "@investar/contract/pages/payments";
import { schema } from "@investar/db";
import type { AppDeps } from "../../../deps.ts";
import type { OrderRefund } from "./settle-refund.ts";

function toEntry(refund: OrderRefund): RefundEntry {
  return {
    refundId: refund.id,
    amount: refund.amount,
    destination: refund.destination,
    status: refund.status,
    statusWords: refundStatusWords[refund.status],
    reason: refund.reason,
    createdAt: refund.createdAt.toISOString(),
    settledAt: refund.settledAt?.toISOString() ?? null,
    refundReference: refund.refundReference,
    gatewayReference: refund.gatewayReference,
    utr: refund.utr,
    failureReason: refund.failureReason,
    creditNoteNumber: refund.creditNoteNumber,
  };
}

/** A payment's refunds, oldest first, and where the payment stands (docs/business-rules.md#refunds): the staff's payment details. */
export async function listOrderRefunds(
  deps: AppDeps,
  order: { id: number; amount: number },
): Promise<{ refunds: RefundEntry[]; position: RefundPosition }> {
  const r = schema.orderRefunds;
  const rows = await deps.db.select().from(r).where(eq(r.orderId, order.id)).orderBy(r.id);
  return { refunds: rows.map(toEntry), position: refundPosition(order.amount, rows) };
}

/** My Subscription's refunds: every refund of the customer's payments, newest first, with its state. */
export async function listMyRefunds(deps: AppDeps, userId: number): Promise<MyRefund[]> {
  const r = schema.orderRefunds;
  const o = schema.orders;
  const rows = await deps.db
    .select({ refund: r, orderNumber: o.orderNumber })
    .from(r)
    .innerJoin(o, eq(o.id, r.orderId))
    .where(eq(o.userId, userId))
    .orderBy(desc(r.createdAt), desc(r.id));
  return rows.map(({ refund, orderNumber }) => ({ ...toEntry(refund), orderNumber, currency: refund.currency }));
}
