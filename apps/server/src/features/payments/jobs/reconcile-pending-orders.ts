import { and, asc, eq, isNotNull, lte, sql } from "drizzle-orm";
import { schema } from "@investar/db";
import type { AppDeps } from "../../../deps.ts";
import { GatewayQueryError } from "../../../integrations/gateway/card-gateway.ts";
import type { Order } from "../services/on-order-paid.ts";
import { settleOrder } from "../services/settle-order.ts";
import { transitionOrder } from "../services/transition-order.ts";
import type { JobLog } from "../../../jobs/interval-job.ts";

type Log = JobLog;

export interface ReconcileOptions {
  /** Orders pending at least this long are asked about. */
  afterMinutes: number;
  /** Orders the gateway still has no outcome for after this long are marked failed. */
  abandonAfterMinutes: number;
  /** At most this many per run, least recently asked first, so one bad order cannot starve the rest. */
  limit?: number;
}

export interface ReconcileReport {
  checked: number;
  paid: number;
  failed: number;
  cancelled: number;
  unchanged: number;
  errors: number;
  /** Of the unchanged: orders whose status query failed (the gateway's API down or timing out); they stay pending. */
  gatewayUnreachable: number;
  lastGatewayError?: string;
}

const MINUTE = 60_000;

/**
 * docs/architecture.md#flow-reconciliation: card orders left pending (the return never came, the server died between payment and
 * activation) are re-queried and settled with the same rules, and the same onPaid hook, as the return
 * endpoint. Safe to run beside live traffic and beside itself: every move is conditional.
 */
export async function reconcilePendingOrders(deps: AppDeps, options: ReconcileOptions, log?: Log): Promise<ReconcileReport> {
  const report: ReconcileReport = { checked: 0, paid: 0, failed: 0, cancelled: 0, unchanged: 0, errors: 0, gatewayUnreachable: 0 };
  const now = deps.now();
  const o = schema.orders;
  const due = await deps.db
    .select()
    .from(o)
    .where(
      and(
        eq(o.status, "pending"),
        eq(o.gateway, "CCAvenue"),
        isNotNull(o.submittedAt),
        lte(o.submittedAt, new Date(now.getTime() - options.afterMinutes * MINUTE)),
      ),
    )
    .orderBy(sql`${o.lastReconciledAt} asc nulls first`, asc(o.submittedAt))
    .limit(options.limit ?? 50);
  for (const order of due) {
    report.checked += 1;
    try {
      const outcome = await reconcileOne(deps, order, options, now);
      report[outcome.kind] += 1;
      if (outcome.unreachable) {
        report.gatewayUnreachable += 1;
        report.lastGatewayError = outcome.note;
      }
      if (outcome.note) (outcome.alarm ? log?.error : log?.info)?.({ orderNumber: order.orderNumber }, `reconciliation: ${outcome.note}`);
    } catch (error) {
      report.errors += 1;
      log?.warn({ orderNumber: order.orderNumber, err: error }, "reconciliation: could not settle order");
    }
  }
  if (report.checked > 0) log?.info({ report }, "reconciled pending orders");
  return report;
}

async function reconcileOne(
  deps: AppDeps,
  order: Order,
  options: ReconcileOptions,
  now: Date,
): Promise<{ kind: "paid" | "failed" | "cancelled" | "unchanged"; note?: string; alarm?: boolean; unreachable?: boolean }> {
  // Counted before asking, so an order whose query keeps failing moves to the back of the queue.
  await deps.db
    .update(schema.orders)
    .set({ reconcileAttempts: sql`${schema.orders.reconcileAttempts} + 1`, lastReconciledAt: now })
    .where(eq(schema.orders.id, order.id));
  let answer;
  try {
    answer = await deps.payments.gateway.queryStatus(order.orderNumber);
  } catch (error) {
    if (error instanceof GatewayQueryError) return { kind: "unchanged", note: error.message, unreachable: true };
    throw error;
  }
  const abandoned = order.submittedAt!.getTime() <= now.getTime() - options.abandonAfterMinutes * MINUTE;
  if (abandoned && (answer.status === "pending" || answer.status === "not-found")) {
    const failureReason = `Abandoned: no outcome at the gateway after ${options.abandonAfterMinutes} minutes (${answer.gatewayStatus || answer.status})`;
    const move = await transitionOrder(deps, { orderId: order.id, from: "pending", to: "failed", failureReason });
    return move.moved ? { kind: "failed", note: failureReason } : { kind: "unchanged" };
  }
  const settlement = await settleOrder(deps, order, answer);
  if (settlement.outcome === "unchanged") return { kind: "unchanged", note: settlement.reason, alarm: settlement.alarm };
  return { kind: settlement.moved ? settlement.outcome : "unchanged" };
}
