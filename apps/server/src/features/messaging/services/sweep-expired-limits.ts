import { lt, lte, sql } from "drizzle-orm";
import { limitRules } from "@investar/core";
import { schema } from "@investar/db";
import type { AppDeps } from "../../../deps.ts";

/** No abuse-limit hit counts for longer than the longest window. */
const LONGEST_WINDOW_MS = Math.max(...Object.values(limitRules).map((rule) => rule.windowMs));

export interface LimitSweepReport {
  hits: number;
  counters: number;
}

/**
 * Deletes abuse-limit hits that left every window and per-address counters whose window has passed
 * (ADR 0015 left keys never used again to linger). Deletes by age only, so it cannot change a decision.
 */
export async function sweepExpiredLimits(deps: Pick<AppDeps, "db" | "now">): Promise<LimitSweepReport> {
  const h = schema.rateLimitHits;
  const c = schema.rateLimitCounters;
  return deps.db.transaction(async (tx) => {
    const hits = await tx
      .delete(h)
      .where(lt(h.at, new Date(deps.now().getTime() - LONGEST_WINDOW_MS)))
      .returning({ id: h.id });
    // The counters' windows are on the database's clock (see http/rate-limit-store.ts).
    const counters = await tx
      .delete(c)
      .where(lte(c.resetsAt, sql`now()`))
      .returning({ key: c.key });
    return { hits: hits.length, counters: counters.length };
  });
}
