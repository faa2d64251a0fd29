import { useEffect } from "react";

/** The page's query with the `managed` keys (any letter case) replaced by `query`; other keys are kept. */
export function mergeQuery(current: string, query: URLSearchParams, managed: readonly string[]): string {
  const managedLower = new Set(managed.map((key) => key.toLowerCase()));
  const merged = new URLSearchParams();
  for (const [key, value] of query) merged.append(key, value);
  for (const [key, value] of new URLSearchParams(current)) if (!managedLower.has(key.toLowerCase())) merged.append(key, value);
  return merged.toString();
}

/**
 * Keeps the address bar's query in step with choices made on the page, without a navigation:
 * the choice is instant (no loader round trip), and a reload, a shared link or the back button
 * still shows it, because each page's loader reads the same query. The router's history state
 * is kept, so scroll restoration and back/forward work as before.
 */
export function useUrlQuery(query: URLSearchParams, managed: readonly string[]): void {
  const search = query.toString();
  const keys = managed.join("\n");
  useEffect(() => {
    const { pathname, search: current, hash } = window.location;
    const merged = mergeQuery(current, new URLSearchParams(search), keys.split("\n"));
    const next = merged ? `?${merged}` : "";
    if (next !== current) window.history.replaceState(window.history.state, "", `${pathname}${next}${hash}`);
  }, [search, keys]);
}
