import { and, count, eq, isNull, lt, min, sql } from "drizzle-orm";
import { schema } from "@investar/db";
import type { AppDeps } from "../../../deps.ts";
import { MAX_ATTEMPTS, type OutboxDeliveryStatus } from "../../../integrations/outbox/outbox-worker.ts";

type Health = "ok" | "degraded" | "off";

export interface OutboxReadiness {
  status: Health;
  /** Waiting to go out (including those waiting for a retry), and given up after every attempt failed. */
  pending: number | null;
  givenUp: number | null;
  oldestPendingAt: Date | null;
  lastSentAt: Date | null;
  lastFailureAt: Date | null;
  lastError?: string | null;
}

/** What anyone may learn: whether to send traffic here. */
export interface ReadinessSummary {
  status: "ready" | "degraded" | "not-ready";
  draining: boolean;
}

export interface Readiness extends ReadinessSummary {
  database: { status: "ok" | "down"; error?: string };
  mail: OutboxReadiness;
  sms: OutboxReadiness;
  gateway: { status: Health; pendingOrders: number | null; lastRunAt: Date | null; unreachable: number; lastError?: string | null };
}

/**
 * Who asks, docs/business-rules.md#readiness-details: staff see everything with the error texts (which may name
 * internal hosts); a caller on this machine or the trusted proxy sees the parts and their counts; anyone else
 * only the status a load balancer needs.
 */
export type ReadinessAudience = "staff" | "internal" | "public";

type OutboxTable = typeof schema.mailOutbox | typeof schema.smsOutbox;

async function outboxCounts(deps: AppDeps, table: OutboxTable) {
  const t = table as typeof schema.mailOutbox;
  const [row] = await deps.db
    .select({
      pending: sql<number>`count(*) filter (where ${t.attempts} < ${MAX_ATTEMPTS})`.mapWith(Number),
      givenUp: sql<number>`count(*) filter (where ${t.attempts} >= ${MAX_ATTEMPTS})`.mapWith(Number),
      oldest: min(t.createdAt),
    })
    .from(t)
    .where(isNull(t.sentAt));
  return { pending: row?.pending ?? 0, givenUp: row?.givenUp ?? 0, oldestPendingAt: row?.oldest ?? null };
}

function outboxReadiness(
  counts: Awaited<ReturnType<typeof outboxCounts>> | null,
  worker: (() => OutboxDeliveryStatus) | null,
  detailed: boolean,
): OutboxReadiness {
  const seen = worker?.() ?? { lastSentAt: null, lastFailureAt: null, lastFailure: null };
  const failingNow = seen.lastFailureAt !== null && (seen.lastSentAt === null || seen.lastSentAt < seen.lastFailureAt);
  const status: Health = !worker ? "off" : failingNow || (counts?.givenUp ?? 0) > 0 ? "degraded" : "ok";
  return {
    status,
    pending: counts?.pending ?? null,
    givenUp: counts?.givenUp ?? null,
    oldestPendingAt: counts?.oldestPendingAt ?? null,
    lastSentAt: seen.lastSentAt,
    lastFailureAt: seen.lastFailureAt,
    ...(detailed ? { lastError: seen.lastFailure } : {}),
  };
}

/**
 * ADR 0013: whether this instance should get traffic (the database answers, it is not shutting down) and
 * how its outside parts fare: an SMTP server, SMS provider or gateway that fails degrades the report but
 * does not take the instance out of rotation, since what they do waits in the database. Error texts, which
 * may name internal hosts, only for admins.
 */
export async function checkReadiness(deps: AppDeps, audience: ReadinessAudience): Promise<Readiness | ReadinessSummary> {
  const { runtime, config } = deps;
  const detailed = audience === "staff";
  let database: Readiness["database"] = { status: "ok" };
  let counts: {
    mail: Awaited<ReturnType<typeof outboxCounts>>;
    sms: Awaited<ReturnType<typeof outboxCounts>>;
    pendingOrders: number;
  } | null = null;
  try {
    const o = schema.orders;
    const cutoff = new Date(deps.now().getTime() - config.paymentReconcile.afterMinutes * 60_000);
    const [pendingOrders] = await deps.db
      .select({ n: count() })
      .from(o)
      .where(and(eq(o.status, "pending"), eq(o.gateway, "CCAvenue"), lt(o.submittedAt, cutoff)));
    counts = {
      mail: await outboxCounts(deps, schema.mailOutbox),
      sms: await outboxCounts(deps, schema.smsOutbox),
      pendingOrders: pendingOrders?.n ?? 0,
    };
  } catch (error) {
    database = { status: "down", ...(detailed ? { error: (error as Error).message } : {}) };
  }
  const job = runtime.reconciliation?.() ?? null;
  const unreachable = job?.lastResult?.gatewayUnreachable ?? 0;
  const gatewayError = job?.lastRunError ?? job?.lastResult?.lastGatewayError ?? null;
  const gateway: Readiness["gateway"] = {
    status: !job ? "off" : unreachable > 0 || job.lastRunError ? "degraded" : "ok",
    pendingOrders: counts?.pendingOrders ?? null,
    lastRunAt: job?.lastRunAt ?? null,
    unreachable,
    ...(detailed ? { lastError: gatewayError } : {}),
  };
  const mail = outboxReadiness(counts?.mail ?? null, runtime.mail, detailed);
  const sms = outboxReadiness(counts?.sms ?? null, runtime.sms, detailed);
  const ready = database.status === "ok" && !runtime.draining;
  const degraded = [mail, sms, gateway].some((part) => part.status === "degraded");
  const summary: ReadinessSummary = { status: !ready ? "not-ready" : degraded ? "degraded" : "ready", draining: runtime.draining };
  return audience === "public" ? summary : { ...summary, database, mail, sms, gateway };
}
