import { and, eq, isNull, sql } from "drizzle-orm";
import { schema } from "@investar/db";
import { conflict } from "../../../errors.ts";
import type { Transaction } from "../../../database/transaction.ts";
import type { WebinarOrder } from "./on-order-paid.ts";

/**
 * A refund of a webinar order, in the refund's transaction: a full refund releases the seat, a partial
 * one lowers what the seat is recorded as paid, so a later cancellation of the webinar refunds only what
 * is left. Both change only a seat that a cancellation has not refunded already (refundedAt is null),
 * the same condition the cancellation writes under: of the two, exactly one gives the money back, and
 * the refund that comes second is refused and rolls back.
 */
export async function takeBackWebinarSeat(tx: Transaction, order: WebinarOrder, amount: number, full: boolean): Promise<void> {
  const r = schema.webinarRegistrations;
  const seat = and(eq(r.orderNumber, order.orderNumber), eq(r.userId, order.userId), isNull(r.refundedAt));
  const changed = full
    ? await tx.delete(r).where(seat).returning({ webinarId: r.webinarId })
    : await tx
        .update(r)
        .set({ amountPaid: sql`greatest(${r.amountPaid} - ${amount}, 0)` })
        .where(seat)
        .returning({ webinarId: r.webinarId });
  if (changed.length === 0)
    throw conflict(`Order ${order.orderNumber}'s webinar seat was already refunded to the wallet when the webinar was cancelled.`);
}
