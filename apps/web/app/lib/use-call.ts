import { useState } from "react";
import { apiErrorMessage } from "./api-error-message.ts";
import type { CallResult as EndpointResult } from "./call-endpoint.ts";

export type CallResult<T> = { ok: true; value: T } | { ok: false };

/**
 * One call of a form or a button at a time: `busy` while it runs (the button disables itself), and its
 * failure, once `report` has dealt with it, kept as `error` for the form to show — by default docs/business-rules.md#generic-error-handler's
 * message for it. `report` may toast instead and keep nothing (null). A new call clears the last error.
 *
 * `send` takes a callEndpoint call and returns its result. `run` takes a call of the old api client that
 * throws; it stays until no page uses that client. Forms with fields use lib/forms/use-form.ts instead.
 */
export function useCall(report: (failure: unknown) => string | null = apiErrorMessage) {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  async function send<T>(call: () => Promise<EndpointResult<T>>): Promise<EndpointResult<T>> {
    setBusy(true);
    setError(null);
    try {
      const result = await call();
      if (!result.ok) setError(report(result.failure));
      return result;
    } finally {
      setBusy(false);
    }
  }
  async function run<T>(call: () => Promise<T>): Promise<CallResult<T>> {
    setBusy(true);
    setError(null);
    try {
      return { ok: true, value: await call() };
    } catch (failure) {
      setError(report(failure));
      return { ok: false };
    } finally {
      setBusy(false);
    }
  }
  return { busy, error, setError, send, run };
}
