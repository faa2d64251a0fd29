import { and, eq, inArray, sql } from "drizzle-orm";
import { schema } from "@investar/db";
import type { AppDeps } from "../../../deps.ts";
import type { GatewayRefundAnswer } from "../../../integrations/gateway/refund-gateway.ts";
import { writeAudit } from "../../audit/index.ts";
import { lockOrder, settleRefund, type OrderRefund, type SettledRefund } from "./settle-refund.ts";

export interface RecordedAnswer {
  refund: OrderRefund;
  /** Set when this answer settled the refund. */
  settled: SettledRefund | null;
}

/**
 * The gateway's answer about a card refund (docs/business-rules.md#refunds), from the refund call or the
 * follow-up job, written once: the refund moves out of requested or pending by a conditional update under
 * the order's lock, so an answer that comes twice (the call and the job, two instances) changes it once.
 * Refunded settles it (credit note, the order's move); failed releases its amount and issues nothing;
 * pending waits for the job. An answer that says nothing new (not found, a word we do not know) changes
 * nothing but the gateway's reference.
 */
export async function recordGatewayRefundAnswer(deps: AppDeps, refundId: number, answer: GatewayRefundAnswer): Promise<RecordedAnswer> {
  return deps.db.transaction(async (tx) => {
    const r = schema.orderRefunds;
    const [asked] = await tx.select({ orderId: r.orderId }).from(r).where(eq(r.id, refundId));
    if (!asked) throw new Error(`No refund ${refundId}.`);
    const order = (await lockOrder(tx, asked.orderId))!;
    const next = answer.outcome === "refunded" || answer.outcome === "pending" || answer.outcome === "failed" ? answer.outcome : null;
    const reference = answer.gatewayReference ? { gatewayReference: sql`coalesce(${r.gatewayReference}, ${answer.gatewayReference})` } : {};
    const [moved] = await tx
      .update(r)
      .set({
        ...reference,
        ...(next ? { status: next } : {}),
        ...(next === "failed" ? { failureReason: answer.reason ?? answer.gatewayStatus } : {}),
      })
      .where(and(eq(r.id, refundId), inArray(r.status, ["requested", "pending"])))
      .returning();
    if (!moved) return { refund: (await tx.select().from(r).where(eq(r.id, refundId)))[0]!, settled: null };
    if (next === "failed")
      await writeAudit(tx, {
        actorId: moved.actorId,
        action: "order-refund-failed",
        subject: `order:${order.orderNumber}`,
        details: {
          refundId,
          amount: moved.amount,
          currency: moved.currency,
          reason: moved.failureReason,
          gatewayStatus: answer.gatewayStatus,
        },
        at: deps.now(),
      });
    if (next !== "refunded") return { refund: moved, settled: null };
    const settled = await settleRefund(deps, tx, order, moved);
    return { refund: settled.refund, settled };
  });
}
