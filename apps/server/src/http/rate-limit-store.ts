import { sql } from "drizzle-orm";
import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor } from "@fastify/rate-limit";
import { schema, type Database } from "@investar/db";

type Callback = Parameters<FastifyRateLimitStore["incr"]>[1];

/**
 * Counts a hit in the fixed window of one key and answers the count and the milliseconds left, in one
 * statement (atomic under concurrency on any number of instances): a passed window starts again at 1.
 */
async function countHit(db: Database, key: string, timeWindowMs: number): Promise<{ current: number; ttl: number }> {
  const c = schema.rateLimitCounters;
  const window = sql`now() + ${timeWindowMs} * interval '1 millisecond'`;
  const [row] = await db
    .insert(c)
    .values({ key, count: 1, resetsAt: window })
    .onConflictDoUpdate({
      target: c.key,
      set: {
        count: sql`case when ${c.resetsAt} <= now() then 1 else ${c.count} + 1 end`,
        resetsAt: sql`case when ${c.resetsAt} <= now() then excluded.resets_at else ${c.resetsAt} end`,
      },
    })
    .returning({
      current: c.count,
      ttl: sql<number>`greatest(0, ceil(extract(epoch from (${c.resetsAt} - now())) * 1000))`.mapWith(Number),
    });
  return row!;
}

/**
 * @fastify/rate-limit's store in PostgreSQL (ADR 0016): the per-address limits of routes are shared by
 * every instance on the database. Like the plugin's own memory store, each route counts on its own (the
 * route is part of the key). Its continueExceeding and exponentialBackoff options are not supported
 * (no route uses them). Rows whose window has passed are swept by the retention job.
 */
export function postgresRateLimitStore(db: Database): FastifyRateLimitStoreCtor {
  class PostgresRateLimitStore implements FastifyRateLimitStore {
    private readonly scope: string;

    /** The plugin constructs the root store with its options; children are made with their route. */
    constructor(scope: unknown) {
      this.scope = typeof scope === "string" ? scope : "global";
    }

    incr(key: string, callback: Callback, timeWindow: number): void {
      countHit(db, `${this.scope}|${key}`, timeWindow).then(
        (result) => callback(null, result),
        (error: unknown) => callback(error as Error),
      );
    }

    child(routeOptions: Parameters<FastifyRateLimitStore["child"]>[0]): FastifyRateLimitStore {
      // The merged options carry the route as routeInfo (the plugin's own typings leave it out).
      const route = (routeOptions as { routeInfo?: { method?: string | string[]; url?: string } }).routeInfo;
      return new PostgresRateLimitStore(route?.url ? `${[route.method].flat().join(",")} ${route.url}` : this.scope);
    }
  }
  return PostgresRateLimitStore as unknown as FastifyRateLimitStoreCtor;
}
