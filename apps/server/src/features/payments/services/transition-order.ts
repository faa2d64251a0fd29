import { and, eq, sql } from "drizzle-orm";
import { canTransition, isSettled, type OrderStatus } from "@investar/core";
import { isUniqueViolation, schema } from "@investar/db";
import type { AppDeps } from "../../../deps.ts";
import { conflict } from "../../../errors.ts";
import { loadCatalogue, releaseCouponUse } from "../../catalogue/index.ts";
import { releaseReference } from "../../manual-payments/index.ts";
import type { Transaction } from "../../../database/transaction.ts";
import type { AfterCommit, Order } from "./on-order-paid.ts";

export interface OrderMove {
  orderId: number;
  from: OrderStatus;
  to: OrderStatus;
  /** The gateway's transaction id, recorded with the move (kept when absent). */
  trackingId?: string | null;
  failureReason?: string | null;
  /** Who moved it, for the audit log: null for the gateway and the reconciliation job. */
  actorId?: number | null;
  /**
   * Work that must commit or roll back with this move, run after `onPaid` (a refund's wallet credit, an
   * admin's note of what they did). Like onPaid, it runs only for the caller whose update moved the row.
   */
  alongside?: (tx: Transaction, order: Order) => Promise<void>;
}

export type MoveResult = { moved: true; order: Order } | { moved: false; order: Order | null };

/**
 * Moves an order one step along the state machine with UPDATE … WHERE id = ? AND status = <from>, so
 * of any number of concurrent attempts exactly one finds the row in `from` (on PostgreSQL the others
 * wait for its row lock, then see the new status and update nothing). A move to paid runs the app's
 * paid hook (`deps.payments.onPaid`, activation) in the same transaction; if it throws, nothing is kept.
 * Callers that lose the race get `{ moved: false }` with the order as it now is.
 */
export async function transitionOrder(deps: AppDeps, move: OrderMove): Promise<MoveResult> {
  if (!canTransition(move.from, move.to)) throw new Error(`An order cannot move from ${move.from} to ${move.to}.`);
  const o = schema.orders;
  let afterCommit = undefined as AfterCommit | void;
  let releasedCoupon = false;
  // Activation reads the catalogue inside the move's transaction; on the embedded database (one connection) a
  // read of a catalogue not yet cached for today would wait for that very transaction, so it is read first.
  if (move.to === "paid") await loadCatalogue(deps);
  try {
    const result = await deps.db.transaction(async (tx) => {
      const now = deps.now();
      const [order] = await tx
        .update(o)
        .set({
          status: move.to,
          updatedAt: now,
          ...(move.to === "pending" ? { submittedAt: now } : {}),
          ...(isSettled(move.to) && move.from === "pending" ? { settledAt: now } : {}),
          ...(move.trackingId ? { gatewayTrackingId: sql`coalesce(${o.gatewayTrackingId}, ${move.trackingId})` } : {}),
          ...(move.failureReason ? { failureReason: move.failureReason } : {}),
        })
        .where(and(eq(o.id, move.orderId), eq(o.status, move.from)))
        .returning();
      if (!order) {
        const [current] = await tx.select().from(o).where(eq(o.id, move.orderId)).limit(1);
        return { moved: false, order: current ?? null } as const;
      }
      // docs/architecture.md#audit-log: every money movement leaves an audit row, written with the move itself.
      await tx.insert(schema.auditLog).values({
        actorId: move.actorId ?? null,
        action: `order-${move.to}`,
        subject: `order:${order.orderNumber}`,
        details: {
          from: move.from,
          to: move.to,
          amount: order.amount,
          currency: order.currency,
          trackingId: order.gatewayTrackingId,
          reason: move.failureReason ?? null,
        },
        at: now,
      });
      if (move.to === "paid") afterCommit = await deps.payments.onPaid(tx, order);
      // The coupon use the order took when it was created goes back to the coupon (ADR 0024).
      // And a manual payment's bank reference may be declared again (docs/business-rules.md#one-reference-one-payment).
      if (move.to === "failed" || move.to === "cancelled") {
        releasedCoupon = await releaseCouponUse(tx, order.id);
        if (order.gateway === "ManualPayment") await releaseReference(tx, order.id);
      }
      if (move.alongside) await move.alongside(tx, order);
      return { moved: true, order } as const;
    });
    // Committed: only now may the hook's follow-ups run (see AfterCommit).
    afterCommit?.();
    if (releasedCoupon) await deps.caches.invalidate("catalogue");
    return result;
  } catch (error) {
    // The partial unique index on the tracking id: that gateway transaction already settled another order.
    if (isUniqueViolation(error, "orders_gateway_tracking_id_unique"))
      throw conflict(`Gateway transaction ${move.trackingId ?? ""} is already recorded for another order.`);
    throw error;
  }
}
