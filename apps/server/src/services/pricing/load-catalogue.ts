import type { Catalogue } from "@investar/core";
import type { AppDeps } from "../../deps.ts";
import { readCatalogue } from "./read-catalogue.ts";

/**
 * The catalogue is read on every price shown and every quote, and changes only when an admin
 * edits it, so each app keeps it in memory. An edit calls invalidateCatalogue() after its
 * transaction commits; the version bump makes the next loadCatalogue() read the tables again.
 */
interface CatalogueCache {
  version: number;
  entry: { version: number; catalogue: Promise<Catalogue> } | null;
}

/** Per app (AppDeps is built once per app), so two apps on two databases never share prices. */
const caches = new WeakMap<AppDeps, CatalogueCache>();

function cacheOf(deps: AppDeps): CatalogueCache {
  let cache = caches.get(deps);
  if (!cache) {
    cache = { version: 0, entry: null };
    caches.set(deps, cache);
  }
  return cache;
}

/** The whole pricing catalogue as core's engine reads it. Shared between requests: treat it as read-only (it is frozen). */
export function loadCatalogue(deps: AppDeps): Promise<Catalogue> {
  const cache = cacheOf(deps);
  if (cache.entry && cache.entry.version === cache.version) return cache.entry.catalogue;
  // Concurrent callers share one read; a read that started before an invalidation is not reused after it.
  const entry = { version: cache.version, catalogue: readCatalogue(deps.db).then(deepFreeze) };
  cache.entry = entry;
  entry.catalogue.catch(() => {
    // A failed read (database down, catalogue not seeded) is not cached: the next call tries again.
    if (cache.entry === entry) cache.entry = null;
  });
  return entry.catalogue;
}

/** Call after an admin's catalogue edit has committed. */
export function invalidateCatalogue(deps: AppDeps): void {
  cacheOf(deps).version += 1;
  // Prices, packages and offers are also kept as public API answers.
  deps.responseCache.clear();
}

/** A shared object mutated by one request would change every later price: freezing turns that bug into an error. */
function deepFreeze<T>(value: T): T {
  if (value && typeof value === "object" && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const child of Object.values(value)) deepFreeze(child);
  }
  return value;
}
