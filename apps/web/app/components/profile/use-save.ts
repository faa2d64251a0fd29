import type { CallResult } from "../../lib/call-endpoint.ts";
import { useForm } from "../../lib/forms/use-form.ts";

/**
 * A save without fields of its own (a picture, a set of switches): useForm's call handling alone. It runs a
 * callEndpoint call, keeps the button busy meanwhile and reports the outcome as a toast (docs/business-rules.md#generic-error-handler's
 * message on failure). A rate limit's refusal stays on the page instead (`refusal`, for a LimitNotice), since
 * it says when to try again. Resolves to the call's answer, or null.
 */
export function useSave() {
  const form = useForm({ initial: {} });
  const run = <T>(work: () => Promise<CallResult<T>>, success: string | ((answer: T) => string)): Promise<T | null> =>
    form.submit(() => work(), success);
  return { busy: form.busy, refusal: form.error, run };
}
