/** The one error type services and guards throw; the handler maps its code to a status. */
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

export class AppError extends Error {
  readonly code: ErrorCode | string;
  readonly status: number;
  readonly errors?: Record<string, string[]>;
  /** For 429s: sent as Retry-After. */
  readonly retryAfterSeconds?: number;

  /** `code` may be a domain code (e.g. a pricing error) when `status` is given. */
  constructor(code: ErrorCode, message: string, errors?: Record<string, string[]>);
  constructor(code: string, message: string, errors: Record<string, string[]> | undefined, status: number);
  constructor(code: string, message: string, errors?: Record<string, string[]>, status?: number) {
    super(message);
    this.code = code;
    this.status = status ?? statusByCode[code as ErrorCode] ?? 500;
    this.errors = errors;
  }
}

export const badRequest = (message: string, errors?: Record<string, string[]>) => new AppError("BadRequest", message, errors);
export const unauthorized = (message = "You need to log in.") => new AppError("Unauthorized", message);
export const forbidden = (message = "You are not allowed to do this.") => new AppError("Forbidden", message);
export const notFound = (message = "Not found.") => new AppError("NotFound", message);
export const conflict = (message: string) => new AppError("Conflict", message);
