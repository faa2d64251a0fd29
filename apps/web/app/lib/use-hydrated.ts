import { useSyncExternalStore } from "react";

const subscribeToNothing = () => () => {};

/**
 * False while the page is the server's HTML (and during hydration), true once React runs it: the server snapshot
 * is used while hydrating, then the client's.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribeToNothing,
    () => true,
    () => false,
  );
}
