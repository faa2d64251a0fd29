/**
 * The one error type services and guards throw, the code → status table the handler answers with, and
 * the one builder of per-field messages (`errors` in the answer). Services import from here, never from
 * http/. The key style of `errors` is ADR 0019's: see fieldErrors.
 */
import type { z } from "zod";
export const statusByCode = {
  BadRequest: 400,
  Unauthorized: 401,
  Forbidden: 403,
  NotFound: 404,
  Conflict: 409,
  PayloadTooLarge: 413,
  UnsupportedMediaType: 415,
  RateLimited: 429,
  Unavailable: 503,
} as const;

export type ErrorCode = keyof typeof statusByCode;

/** Messages by field, as the answer's `errors` carries them. */
export type FieldErrors = Record<string, string[]>;

export interface AppErrorOptions {
  /** Required for a domain code (a pricing error, NothingToPay…), which is not in statusByCode. */
  status?: number;
  /** Messages by field (fieldErrors' keys), answered as `errors`. */
  fields?: FieldErrors;
  /** For 429s: sent as Retry-After. */
  retryAfterSeconds?: number;
}

export class AppError extends Error {
  readonly code: ErrorCode | string;
  readonly status: number;
  readonly fields?: FieldErrors;
  readonly retryAfterSeconds?: number;

  constructor(code: ErrorCode, message: string, options?: AppErrorOptions);
  constructor(code: string, message: string, options: AppErrorOptions & { status: number });
  constructor(code: string, message: string, options: AppErrorOptions = {}) {
    super(message);
    this.code = code;
    this.status = options.status ?? statusByCode[code as ErrorCode] ?? 500;
    this.fields = options.fields;
    this.retryAfterSeconds = options.retryAfterSeconds;
  }
}

export const badRequest = (message: string, fields?: FieldErrors) => new AppError("BadRequest", message, { fields });
export const unauthorized = (message = "You need to log in.") => new AppError("Unauthorized", message);
export const forbidden = (message = "You are not allowed to do this.") => new AppError("Forbidden", message);
export const notFound = (message = "Not found.") => new AppError("NotFound", message);
export const conflict = (message: string) => new AppError("Conflict", message);
export const rateLimited = (message: string, retryAfterSeconds: number) => new AppError("RateLimited", message, { retryAfterSeconds });

/** One problem with one field: a zod issue, or core's message for a form field. */
export interface FieldIssue {
  path: readonly PropertyKey[];
  message: string;
}

/**
 * The one way field errors are keyed (ADR 0019): the dotted path of the field in the document the client
 * sent — the JSON body or the query — with array items by index (`selItems.plan`, `form.reference`,
 * `addons.2`, `fullName`). A document carried inside the request rather than as its JSON (the encrypted
 * payment request) has its fields under its own name, `prefix` (`request.selItems`). A problem with the
 * document as a whole is keyed by the document's name, `whole`.
 */
export function fieldErrors(issues: Iterable<FieldIssue>, options: { prefix?: string; whole?: string } = {}): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of issues) {
    const path = issue.path.map(String);
    const key =
      path.length === 0 ? (options.whole ?? options.prefix ?? "value") : [...(options.prefix ? [options.prefix] : []), ...path].join(".");
    (errors[key] ??= []).push(issue.message);
  }
  return errors;
}

/**
 * A 400 for core's per-field messages ({ field: message }, no message where the field is fine): the
 * first as `message`, every one under `errors`, so forms can place each beside its field.
 */
export function throwIfInvalid(problems: Partial<Record<string, string | null | undefined>>): void {
  const issues = Object.entries(problems).flatMap(([field, message]) => (message ? [{ path: field.split("."), message }] : []));
  if (issues.length > 0) throw badRequest(issues[0]!.message, fieldErrors(issues));
}

/**
 * Validates data that did not come through a route schema (a JSON field inside a multipart form, the
 * decrypted payment request): the parsed value, or a 400 with fieldErrors' keys under `prefix`.
 */
export function parseOrThrow<T extends z.ZodType>(
  schema: T,
  value: unknown,
  options: { message?: string; prefix?: string } = {},
): z.output<T> {
  const result = schema.safeParse(value);
  if (result.success) return result.data;
  const errors = fieldErrors(result.error.issues, { prefix: options.prefix });
  throw badRequest(options.message ?? Object.values(errors)[0]?.[0] ?? "The form is not valid.", errors);
}

/**
 * A page opened from a mailed link shows a refused link (spent, expired, taken address) as its message; its code lets a
 * Hindi page say it through apiError.<code> (docs/adr/0059-hindi-with-lingui.md#errors).
 */
export async function refusalAsAnswer<T extends object>(
  work: () => Promise<T>,
): Promise<({ ok: true } & T) | { ok: false; message: string; code: string }> {
  try {
    return { ok: true, ...(await work()) };
  } catch (error) {
    if (error instanceof AppError && error.status < 500) return { ok: false, message: error.message, code: error.code };
    throw error;
  }
}
