import { createContext } from "react";
import { ApiError } from "./api-error-message.ts";
import { CallFailedError } from "./answer-or-throw.ts";

/**
 * The id of the page request being rendered (`x-request-id`, docs/deploy.md#request-ids), given by
 * entry.server.tsx: an error page rendered on the server quotes it, and the server's log lines carry it.
 */
export const RequestReferenceContext = createContext<string | null>(null);

/** The reference a failed API call brought back: a 500's answer names the request it was (`reference`). */
export function referenceOf(error: unknown): string | null {
  if (error instanceof CallFailedError) return error.failure.reference ?? null;
  if (error instanceof ApiError) {
    const body = error.call.body;
    if (body && typeof body === "object" && "reference" in body && typeof body.reference === "string") return body.reference;
  }
  return null;
}
