import { createContext } from "react";

/**
 * The id of the page request being rendered (`x-request-id`, docs/deploy.md#request-ids), given by
 * entry.server.tsx: an error page rendered on the server quotes it, and the server's log lines carry it.
 */
export const RequestReferenceContext = createContext<string | null>(null);

/**
 * The reference a failed API call brought back: a 500's answer names the request it was (`reference`). Read from
 * a CallFailedError's failure or an ApiError's body by their shape, so every page's root carries no error classes.
 */
export function referenceOf(error: unknown): string | null {
  const failed = error as { failure?: { reference?: unknown }; call?: { body?: { reference?: unknown } } } | null;
  const reference = failed?.failure?.reference ?? failed?.call?.body?.reference;
  return typeof reference === "string" ? reference : null;
}
