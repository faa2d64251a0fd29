import type { FastifyInstance } from "fastify";
import { and, asc, eq, inArray, lte, or, sql } from "drizzle-orm";
import { schema } from "@investar/db";
import type { AppDeps } from "../../../deps.ts";
import { createRefundGateway } from "../../../integrations/gateway/create-refund-gateway.ts";
import { inProcessTransport } from "../../../integrations/gateway/in-process-transport.ts";
import type { RefundGateway } from "../../../integrations/gateway/refund-gateway.ts";
import { scheduleIntervalJob, type JobLog } from "../../../jobs/interval-job.ts";
import { askGatewayAboutRefund } from "../services/ask-gateway-about-refund.ts";
import { recordGatewayRefundAnswer } from "../services/record-gateway-refund-answer.ts";

export interface FollowReport {
  checked: number;
  refunded: number;
  failed: number;
  /** Still pending, or not answered (the gateway unreachable, a state we have no rule for). */
  unchanged: number;
  errors: number;
}

/** A requested refund is left to its own call this long before the job asks about it, so the two never race. */
const REQUESTED_GRACE_MS = 2 * 60_000;

/**
 * docs/business-rules.md#refunds: card refunds the gateway has not settled are followed until they do.
 * A pending one is asked about with the refund status API; one still requested (the call never got its
 * answer) is looked up first and asked again only if the gateway has no refund by its refund_ref_no, so it
 * is never refunded twice. Answers are recorded by the same conditional update as the refund's own
 * (recordGatewayRefundAnswer): safe beside live traffic and on several instances.
 */
export async function followPendingRefunds(deps: AppDeps, gateway: RefundGateway, log?: JobLog, limit = 50): Promise<FollowReport> {
  const report: FollowReport = { checked: 0, refunded: 0, failed: 0, unchanged: 0, errors: 0 };
  const r = schema.orderRefunds;
  const now = deps.now();
  const due = await deps.db
    .select({ refund: r, trackingId: schema.orders.gatewayTrackingId })
    .from(r)
    .innerJoin(schema.orders, eq(schema.orders.id, r.orderId))
    .where(or(eq(r.status, "pending"), and(eq(r.status, "requested"), lte(r.createdAt, new Date(now.getTime() - REQUESTED_GRACE_MS)))))
    .orderBy(sql`${r.lastFollowedAt} asc nulls first`, asc(r.createdAt))
    .limit(limit);
  for (const { refund, trackingId } of due) {
    report.checked += 1;
    try {
      await deps.db
        .update(r)
        .set({ followAttempts: sql`${r.followAttempts} + 1`, lastFollowedAt: now })
        .where(and(eq(r.id, refund.id), inArray(r.status, ["requested", "pending"])));
      const answer = await askGatewayAboutRefund(gateway, refund, trackingId!, true);
      const { refund: after } = await recordGatewayRefundAnswer(deps, refund.id, answer);
      if (after.status === "refunded") report.refunded += 1;
      else if (after.status === "failed") report.failed += 1;
      else report.unchanged += 1;
      if (answer.outcome === "unrecognised" || (answer.outcome === "not-found" && refund.status === "pending"))
        log?.error({ refundId: refund.id, gatewayStatus: answer.gatewayStatus }, "refund follow-up: the gateway's answer needs a person");
    } catch (error) {
      report.errors += 1;
      log?.warn({ refundId: refund.id, err: error }, "refund follow-up: could not ask the gateway");
    }
  }
  if (report.checked > 0) log?.info({ report }, "followed pending refunds");
  return report;
}

/** Runs with the reconciliation's interval, claimed once per interval across instances (ADR 0016). */
export function scheduleRefundFollowUp(app: FastifyInstance, deps: AppDeps): void {
  const gateway = createRefundGateway(deps.config, inProcessTransport(app));
  scheduleIntervalJob(app, "refund follow-up", deps.config.paymentReconcile.intervalMs, () => followPendingRefunds(deps, gateway, app.log));
}
