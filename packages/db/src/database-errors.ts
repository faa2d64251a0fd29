/**
 * SQLSTATEs that mean "the database cannot serve this now, try again" rather than "this request is wrong":
 * connection exceptions (08…), too many connections (53300), a statement cancelled by statement_timeout
 * (57014), the server shutting down or restarting (57P01 admin, 57P02 crash, 57P03 cannot connect now),
 * a transaction ended by idle_in_transaction_session_timeout (25P03), out of disk or memory (53…).
 */
const unavailableStates = /^(08\d{3}|53\d{3}|57014|57P0[123]|25P03)$/;

/** Socket-level errors of a lost or refused connection. */
const unavailableSocketCodes = new Set([
  "ECONNREFUSED",
  "ECONNRESET",
  "EPIPE",
  "ETIMEDOUT",
  "EHOSTUNREACH",
  "ENETUNREACH",
  "EAI_AGAIN",
  "ENOTFOUND",
]);

/** node-postgres says these in plain messages, without a code. */
const unavailableMessages = [
  /^Connection terminated/,
  /timeout exceeded when trying to connect/,
  /^Client has encountered a connection error and is not queryable/,
  /^Client was closed and is not queryable/,
  /^Query read timeout/,
];

/**
 * True when an error (or anything in its cause chain: Drizzle wraps driver errors, Node wraps dual-stack
 * connects in an AggregateError) says the database is unreachable or refused work for now.
 */
export function isDatabaseUnavailable(error: unknown, depth = 0): boolean {
  if (!error || typeof error !== "object" || depth > 5) return false;
  const { code, message, cause, errors } = error as { code?: unknown; message?: unknown; cause?: unknown; errors?: unknown };
  if (typeof code === "string" && (unavailableStates.test(code) || unavailableSocketCodes.has(code))) return true;
  if (typeof message === "string" && unavailableMessages.some((pattern) => pattern.test(message))) return true;
  if (Array.isArray(errors) && errors.some((inner) => isDatabaseUnavailable(inner, depth + 1))) return true;
  return isDatabaseUnavailable(cause, depth + 1);
}

/**
 * True when an error (or anything in its cause chain: Drizzle wraps driver errors) is a unique violation
 * (23505), of `constraint` when one is named. PostgreSQL and PGlite both report the constraint, as a field
 * or in the message.
 */
export function isUniqueViolation(error: unknown, constraint?: string, depth = 0): boolean {
  if (!error || typeof error !== "object" || depth > 5) return false;
  const {
    code,
    constraint: violated,
    message,
    cause,
  } = error as { code?: unknown; constraint?: unknown; message?: unknown; cause?: unknown };
  if (
    code === "23505" &&
    (constraint === undefined || violated === constraint || (typeof message === "string" && message.includes(constraint)))
  )
    return true;
  return isUniqueViolation(cause, constraint, depth + 1);
}

/**
 * True when an error (or anything in its cause chain) is a PostgreSQL data exception, SQLSTATE class 22:
 * a value the database cannot take (a NUL byte in text 22P05/22021, a number out of its column's range
 * 22003, text that does not cast 22P02, a bad date 22007/22008…). Such a value came from the request, so
 * it is the client's error. PostgreSQL (pg) and PGlite both set `code`.
 */
export function isDataException(error: unknown, depth = 0): boolean {
  if (!error || typeof error !== "object" || depth > 5) return false;
  const { code, cause } = error as { code?: unknown; cause?: unknown };
  if (typeof code === "string" && /^22[0-9A-Z]{3}$/.test(code)) return true;
  return isDataException(cause, depth + 1);
}
