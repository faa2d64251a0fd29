import { ApiError } from "./api-error-message.ts";
import type { CallFailure, CallResult } from "./call-endpoint.ts";

/** A failed call as the ApiError that useCall's reports, reportFailure and apiErrorMessage read, its failure kept beside. */
export class CallFailedError extends ApiError {
  readonly failure: CallFailure;
  constructor(failure: CallFailure) {
    super({ status: failure.status, body: { code: failure.code, message: failure.message, errors: failure.fields } });
    this.failure = failure;
  }
}

/**
 * The answer of a callEndpoint call, or its failure thrown: the bridge for callers whose error handling
 * (useCall, reportFailure, a catch around the call) still takes a thrown ApiError, until it takes a CallResult.
 */
export async function answerOrThrow<T>(call: Promise<CallResult<T>>): Promise<T> {
  const result = await call;
  if (result.ok) return result.data;
  throw new CallFailedError(result.failure);
}
