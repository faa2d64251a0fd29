import { useSyncExternalStore } from "react";

/** Counts API calls in flight so the global spinner also covers widget requests, not only navigation. */
let inFlight = 0;
const listeners = new Set<() => void>();

function emit() {
  for (const listener of listeners) listener();
}

export async function trackLoading<T>(work: Promise<T>): Promise<T> {
  inFlight += 1;
  emit();
  try {
    return await work;
  } finally {
    inFlight -= 1;
    emit();
  }
}

export function useApiLoading(): boolean {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => inFlight > 0,
    () => false,
  );
}
