import { toast } from "./toast.ts";
import { ApiError, apiErrorMessage, isCallFailure } from "./api-error-message.ts";

/**
 * A refusal the user must be able to read after a toast has gone (ADR 0015): "too many codes … try again in
 * 42 minutes" (429), or the open card payments that block a new one (409 at checkout). Null for other errors.
 * `error` is a callEndpoint failure or the old client's ApiError.
 */
export function lastingRefusal(error: unknown, statuses: readonly number[] = [429]): string | null {
  const status = isCallFailure(error) ? error.status : error instanceof ApiError ? error.status : null;
  return status !== null && statuses.includes(status) ? apiErrorMessage(error) : null;
}

/** docs/business-rules.md#error-catalogue's error toast, except for a lasting refusal, which goes to `keep` (the form's LimitNotice). Returns the message. */
export function reportFailure(error: unknown, keep: (message: string) => void, statuses?: readonly number[]): string {
  const lasting = lastingRefusal(error, statuses);
  if (lasting) {
    keep(lasting);
    return lasting;
  }
  const message = apiErrorMessage(error);
  toast.error(message);
  return message;
}

/** useCall's report for a form that keeps only a lasting refusal on the page (its LimitNotice); anything else is a toast. */
export function keepLastingRefusal(error: unknown): string | null {
  let kept: string | null = null;
  reportFailure(error, (message) => (kept = message));
  return kept;
}

/** useForm's report for a form that keeps nothing on the page: every failure is a toast. */
export function toastFailure(error: unknown): null {
  toast.error(apiErrorMessage(error));
  return null;
}
