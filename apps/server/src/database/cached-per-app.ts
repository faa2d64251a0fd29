import type { AppDeps } from "../deps.ts";

type CacheTopic = Parameters<AppDeps["caches"]["invalidate"]>[0];

interface Entry<T> {
  version: number;
  readAt: number;
  value: Promise<T>;
}

/**
 * A read that every page render needs but only an admin edit changes, kept per app (so two apps on two
 * databases never share it) and dropped on every instance when its topic is invalidated (ADR 0016). A
 * copy older than `ttlMs` is read again in case an invalidation was lost; a failed read is not kept.
 */
export function cachedPerApp<T>(topic: CacheTopic, ttlMs: number, read: (deps: AppDeps) => Promise<T>): (deps: AppDeps) => Promise<T> {
  // Keyed by the app's cache bus, not the deps object: a copy of deps with its own clock is the same app.
  const caches = new WeakMap<AppDeps["caches"], { version: number; entry: Entry<T> | null }>();
  const cacheOf = (deps: AppDeps) => {
    let cache = caches.get(deps.caches);
    if (!cache) {
      const created = { version: 0, entry: null as Entry<T> | null };
      deps.caches.onInvalidate((what) => {
        if (what === topic || what === "everything") created.version += 1;
      });
      caches.set(deps.caches, created);
      cache = created;
    }
    return cache;
  };
  return (deps) => {
    const cache = cacheOf(deps);
    const current = cache.entry;
    if (current && current.version === cache.version && Date.now() - current.readAt < ttlMs) return current.value;
    const entry: Entry<T> = { version: cache.version, readAt: Date.now(), value: read(deps) };
    cache.entry = entry;
    entry.value.catch(() => {
      if (cache.entry === entry) cache.entry = null;
    });
    return entry.value;
  };
}
