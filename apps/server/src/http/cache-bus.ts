import { sql } from "drizzle-orm";
import type { DatabaseHandle, Unlisten } from "@investar/db";
import type { JobLog } from "../jobs/interval-job.ts";

/**
 * What an admin change can make stale (ADR 0016). A topic names the data, not the caches: each cache
 * decides what it drops for it (the page and answer caches drop everything, since a banner or a price
 * may be on any page; the catalogue only for "catalogue").
 */
export const cacheTopics = [
  "catalogue",
  "version-history",
  "setup-builds",
  "offer-banner",
  "webinars",
  "site-content",
  "business-profile",
] as const;
export type CacheTopic = (typeof cacheTopics)[number];

/** Every topic at once: what a cache hears after its instance may have missed messages (a lost connection). */
export type Invalidation = CacheTopic | "everything";

export interface CacheBus {
  /**
   * Call after the change has committed: this instance's caches are cleared before it returns (so the
   * admin's next read is fresh), and every other instance's through PostgreSQL NOTIFY within moments.
   */
  invalidate(topic: CacheTopic): Promise<void>;
  /** A cache registers what to clear; it hears its own instance's invalidations and every other one's. */
  onInvalidate(clear: (what: Invalidation) => void): void;
}

export const CACHE_CHANNEL = "investar_cache";

const isTopic = (payload: string): payload is CacheTopic => (cacheTopics as readonly string[]).includes(payload);

/**
 * One LISTEN per app on the database every instance shares, so invalidations need no extra server
 * (ADR 0016). On PostgreSQL the listening connection is its own and reconnects after a restart; since
 * messages sent meanwhile are lost, every (re)subscription clears everything. PGlite is one process:
 * its LISTEN hears the NOTIFY of the same database. The caches' own short lifetimes are the backstop
 * for a message that never arrives.
 */
export async function startCacheBus(handle: DatabaseHandle, log: JobLog): Promise<CacheBus & { stop: Unlisten }> {
  const listeners: ((what: Invalidation) => void)[] = [];
  const deliver = (what: Invalidation) => {
    for (const clear of listeners) clear(what);
  };
  let subscribedBefore = false;
  const stop = await handle.listen(CACHE_CHANNEL, {
    onPayload: (payload) => deliver(isTopic(payload) ? payload : "everything"),
    onSubscribed: () => {
      if (subscribedBefore) log.info("cache invalidations heard again; caches cleared");
      subscribedBefore = true;
      deliver("everything");
    },
    onLost: (error) => log.warn({ error: error.message }, "cache invalidation connection lost; reconnecting"),
  });
  return {
    async invalidate(topic) {
      deliver(topic);
      try {
        await handle.db.execute(sql`select pg_notify(${CACHE_CHANNEL}, ${topic})`);
      } catch (error) {
        // The change is committed: failing the admin's request now would only invite a repeat. Other
        // instances catch up when their caches expire.
        log.error({ error: (error as Error).message, topic }, "cache invalidation not sent to other instances");
      }
    },
    onInvalidate: (clear) => void listeners.push(clear),
    stop,
  };
}
