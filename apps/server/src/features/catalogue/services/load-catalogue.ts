import { indiaToday, type Catalogue, type IsoDate } from "@investar/core";
import type { AppDeps } from "../../../deps.ts";
import { deepFreeze } from "../../../deep-freeze.ts";
import { readCatalogue } from "./read-catalogue.ts";

/**
 * The catalogue is read on every price shown and every quote, and changes only when an admin
 * edits it, so each app keeps it in memory. An edit calls invalidateCatalogue() after its
 * transaction commits; the cache bus bumps the version on every instance, and the next
 * loadCatalogue() reads the tables again. A copy older than a minute is read again anyway, in
 * case an invalidation was lost on its way.
 */
interface CatalogueEntry {
  version: number;
  readAt: number;
  catalogue: Promise<Catalogue>;
}

interface CatalogueCache {
  version: number;
  /**
   * By the India day it was read for: the packages' list prices follow the price set in effect that day. Today's
   * serves nearly every read; a renewal priced at its due date (the auto-renew terms at checkout, the dashboard's
   * coming debits) reads its own day's, kept beside today's rather than in its place.
   */
  byDay: Map<IsoDate, CatalogueEntry>;
}

const CATALOGUE_TTL_MS = 60_000;
/** Today's and a week or so of due dates: bounded, since the days asked for follow the data. */
const MAX_DAYS = 16;

/**
 * Per app, keyed by its cache bus: AppDeps is built once per app, but a use-case that prices at another moment
 * passes a copy with its own clock (`{ ...deps, now }`), which must share the app's cache rather than start one
 * (and register one more invalidation listener) per call. Two apps on two databases never share prices.
 */
const caches = new WeakMap<AppDeps["caches"], CatalogueCache>();

function cacheOf(deps: AppDeps): CatalogueCache {
  let cache = caches.get(deps.caches);
  if (!cache) {
    const created: CatalogueCache = { version: 0, byDay: new Map() };
    deps.caches.onInvalidate((what) => {
      if (what === "catalogue" || what === "everything") {
        created.version += 1;
        created.byDay.clear();
      }
    });
    caches.set(deps.caches, created);
    cache = created;
  }
  return cache;
}

/** The whole pricing catalogue as core's engine reads it. Shared between requests: treat it as read-only (it is frozen). */
export function loadCatalogue(deps: AppDeps): Promise<Catalogue> {
  const cache = cacheOf(deps);
  const day = indiaToday(deps.now());
  const known = cache.byDay.get(day);
  if (known && known.version === cache.version && Date.now() - known.readAt < CATALOGUE_TTL_MS) return known.catalogue;
  // Concurrent callers share one read; a read that started before an invalidation is not reused after it.
  const entry: CatalogueEntry = { version: cache.version, readAt: Date.now(), catalogue: readCatalogue(deps.db, day).then(deepFreeze) };
  cache.byDay.delete(day);
  if (cache.byDay.size >= MAX_DAYS) cache.byDay.delete(cache.byDay.keys().next().value!);
  cache.byDay.set(day, entry);
  entry.catalogue.catch(() => {
    // A failed read (database down, catalogue not seeded) is not cached: the next call tries again.
    if (cache.byDay.get(day) === entry) cache.byDay.delete(day);
  });
  return entry.catalogue;
}

/**
 * Call after an admin's catalogue edit has committed: this instance reads the catalogue again at once,
 * every other one as soon as the invalidation reaches it. Prices, packages and offers are also kept as
 * public answers and in pages; the bus clears those too.
 */
export function invalidateCatalogue(deps: AppDeps): Promise<void> {
  return deps.caches.invalidate("catalogue");
}
