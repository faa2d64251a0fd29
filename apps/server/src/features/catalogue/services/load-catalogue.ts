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
interface CatalogueCache {
  version: number;
  /** `day`: the India day it was read for; the packages' list prices follow the price set in effect that day. */
  entry: { version: number; readAt: number; day: IsoDate; catalogue: Promise<Catalogue> } | null;
}

const CATALOGUE_TTL_MS = 60_000;

/** Per app (AppDeps is built once per app), so two apps on two databases never share prices. */
const caches = new WeakMap<AppDeps, CatalogueCache>();

function cacheOf(deps: AppDeps): CatalogueCache {
  let cache = caches.get(deps);
  if (!cache) {
    const created: CatalogueCache = { version: 0, entry: null };
    deps.caches.onInvalidate((what) => {
      if (what === "catalogue" || what === "everything") created.version += 1;
    });
    caches.set(deps, created);
    cache = created;
  }
  return cache;
}

/** The whole pricing catalogue as core's engine reads it. Shared between requests: treat it as read-only (it is frozen). */
export function loadCatalogue(deps: AppDeps): Promise<Catalogue> {
  const cache = cacheOf(deps);
  const day = indiaToday(deps.now());
  const fresh =
    cache.entry && cache.entry.version === cache.version && cache.entry.day === day && Date.now() - cache.entry.readAt < CATALOGUE_TTL_MS;
  if (fresh) return cache.entry!.catalogue;
  // Concurrent callers share one read; a read that started before an invalidation is not reused after it.
  const entry = { version: cache.version, readAt: Date.now(), day, catalogue: readCatalogue(deps.db, day).then(deepFreeze) };
  cache.entry = entry;
  entry.catalogue.catch(() => {
    // A failed read (database down, catalogue not seeded) is not cached: the next call tries again.
    if (cache.entry === entry) cache.entry = null;
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
