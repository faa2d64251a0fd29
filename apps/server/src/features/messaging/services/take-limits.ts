import { and, eq, gt, inArray, lte, sql } from "drizzle-orm";
import { decideLimit, limitRefusal, type LimitRule } from "@investar/core";
import { schema } from "@investar/db";
import { rateLimited } from "../../../errors.ts";
import type { Transaction } from "../../../database/transaction.ts";

/** One counter to take a hit from: a rule of core's limitRules and what it counts (a number, an address, an account…). */
export interface LimitHit {
  rule: LimitRule;
  key: string;
}

/**
 * The one limiter (ADR 0015): takes a hit from every counter given, or from none and throws 429. Runs in
 * the caller's transaction, before whatever it limits is queued, so a refusal sends nothing and a rolled-back
 * send counts nothing. Each counter is serialised by a transaction-scoped advisory lock (taken in one
 * sorted order, so two requests sharing counters cannot deadlock): parallel requests on any number of
 * instances queue on it and each counts the hits committed before it, so no limit is ever exceeded.
 * Returns the ids of the hits, for a caller that gives one back (a successful login is not a failure).
 */
export async function takeLimits(tx: Transaction, now: Date, hits: readonly LimitHit[]): Promise<number[]> {
  const counters = [...new Map(hits.map((hit) => [`${hit.rule.name}|${hit.key}`, hit])).entries()].sort(([a], [b]) =>
    a < b ? -1 : a > b ? 1 : 0,
  );
  for (const [lockName] of counters) await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${lockName}, 0))`);

  const h = schema.rateLimitHits;
  for (const [, { rule, key }] of counters) {
    // Hits that left the window are of no further use; dropping them here keeps each counter small.
    await tx.delete(h).where(and(eq(h.rule, rule.name), eq(h.key, key), lte(h.at, new Date(now.getTime() - rule.windowMs))));
    const recent = await tx
      .select({ at: h.at })
      .from(h)
      .where(and(eq(h.rule, rule.name), eq(h.key, key), gt(h.at, new Date(now.getTime() - rule.windowMs))));
    const decision = decideLimit(
      rule,
      recent.map((row) => row.at),
      now,
    );
    if (!decision.allowed) {
      // 429 with a Retry-After header; the message says when (core's limitRefusal).
      throw rateLimited(
        limitRefusal(rule, decision.retryAt, now),
        Math.max(1, Math.ceil((decision.retryAt.getTime() - now.getTime()) / 1000)),
      );
    }
  }
  const inserted = await tx
    .insert(h)
    .values(counters.map(([, { rule, key }]) => ({ rule: rule.name, key, at: now })))
    .returning({ id: h.id });
  return inserted.map((row) => row.id);
}

/** Gives hits back (a login that turned out right); nothing else ever deletes a hit inside its window. */
export async function returnLimitHits(tx: Transaction, ids: readonly number[]): Promise<void> {
  if (ids.length > 0) await tx.delete(schema.rateLimitHits).where(inArray(schema.rateLimitHits.id, [...ids]));
}
