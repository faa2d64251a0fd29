/** docs/business-rules.md#generic-error-handler's generic handler: the one place that turns a failed call into the text a user sees. */
export interface FailedCall {
  status: number;
  headers?: Headers | { get(name: string): string | null };
  body?: unknown;
}

/** Why a call of callEndpoint failed, in one shape: the HTTP status (0 when nothing came back), the API's code and message, messages by field. */
export interface CallFailure {
  status: number;
  code: string;
  message: string;
  fields: Record<string, string[]>;
  /** A server error's reference (its request id), for the customer to quote to support (docs/deploy.md#request-ids). */
  reference?: string;
}

/** Whether `value` is a CallFailure (the report functions take these and the old client's ApiError alike). */
export const isCallFailure = (value: unknown): value is CallFailure =>
  typeof value === "object" &&
  value !== null &&
  !(value instanceof Error) &&
  typeof (value as CallFailure).status === "number" &&
  typeof (value as CallFailure).code === "string" &&
  typeof (value as CallFailure).message === "string" &&
  typeof (value as CallFailure).fields === "object";

export const ACCESS_DENIED = "Access Denied";
export const LOGIN_FAILURE = "Invalid username or password.";
export const SERVER_ERROR = "Server error";

export function apiErrorMessage(error: unknown): string {
  // A failure from callEndpoint already carries the text this handler would give its answer.
  if (isCallFailure(error)) return error.message;
  if (error instanceof Error && error.message && !(error instanceof ApiError)) return error.message;
  const call = error instanceof ApiError ? error.call : (error as FailedCall | undefined);
  if (!call || typeof call !== "object") return SERVER_ERROR;
  const body = call.body;
  if (body && typeof body === "object" && "message" in body && typeof body.message === "string" && body.message) return body.message;
  if (call.status === 401 || call.status === 403) return ACCESS_DENIED;
  const header = call.headers?.get("Application-Error");
  if (header) return header;
  if (hasLoginFailure(body)) return LOGIN_FAILURE;
  const joined = joinValues(body);
  return joined || SERVER_ERROR;
}

function hasLoginFailure(body: unknown): boolean {
  if (typeof body === "string") return body.includes("login_failure");
  if (body && typeof body === "object")
    return Object.entries(body).some(([key, value]) => key === "login_failure" || hasLoginFailure(value));
  return false;
}

function joinValues(body: unknown): string {
  if (typeof body === "string") return body.trim();
  if (Array.isArray(body)) return body.map(joinValues).filter(Boolean).join("\n");
  if (body && typeof body === "object") return Object.values(body).map(joinValues).filter(Boolean).join("\n");
  if (typeof body === "number" || typeof body === "boolean") return String(body);
  return "";
}

/** Thrown by the API client for any non-2xx answer; carries what the handler above reads. */
export class ApiError extends Error {
  readonly call: FailedCall;
  constructor(call: FailedCall) {
    super(`Request failed with status ${call.status}`);
    this.call = call;
  }
  get status(): number {
    return this.call.status;
  }
  get code(): string | undefined {
    const body = this.call.body;
    return body && typeof body === "object" && "code" in body && typeof body.code === "string" ? body.code : undefined;
  }
}
