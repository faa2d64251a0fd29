import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from "fastify-type-provider-zod";
import { isDatabaseUnavailable, isDataException } from "@investar/db";
import { AppError, fieldErrors, type FieldErrors } from "../errors.ts";
import { isPageRequest, RETRY_AFTER_SECONDS, sendUnavailablePage, UNAVAILABLE_MESSAGE } from "./unavailable-page.ts";

export interface ErrorBody {
  message: string;
  code: string;
  errors?: FieldErrors;
  /** A 500's request id (the `x-request-id` header): what the customer quotes and the log lines carry. */
  reference?: string;
}

const MAX_ECHOED_PATH = 200;

/** One handler for the whole API: JSON bodies, correct statuses, nothing internal in a 5xx. */
export function installErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError | AppError | Error, request, reply) => sendError(error, request, reply));

  app.setNotFoundHandler((request, reply) => {
    // The path is the client's own text: echoed, but not at any length.
    const path = request.url.split("?")[0]!;
    const shown = path.length > MAX_ECHOED_PATH ? `${path.slice(0, MAX_ECHOED_PATH)}…` : path;
    void reply.status(404).send({ message: `No endpoint ${request.method} ${shown}.`, code: "NotFound" });
  });
}

/** What Fastify's router refuses before any route runs, said without echoing the address (it may be kilobytes long). */
const frameworkMessages: Record<string, string> = {
  FST_ERR_BAD_URL: "The address is not valid.",
  FST_ERR_MAX_PARAM_LENGTH: "A part of the address is too long.",
};

/** Fastify's `frameworkErrors`: the router's own refusals answered like every other error. */
export function sendFrameworkError(error: FastifyError, request: FastifyRequest, reply: FastifyReply): void {
  const message = frameworkMessages[error.code];
  sendError(message ? new AppError("BadRequest", message, { status: error.statusCode ?? 400 }) : error, request, reply);
}

/** Logs and answers one error; `extend` may add to a 4xx body (never to a 5xx, which says nothing of the request). */
export function sendError(
  error: FastifyError | AppError | Error,
  request: FastifyRequest,
  reply: FastifyReply,
  extend?: (body: ErrorBody) => ErrorBody & Record<string, unknown>,
): void {
  const described = describe(error);
  const { status } = described;
  // docs/deploy.md#request-ids: the customer can quote what the log lines of this failure carry.
  const body: ErrorBody =
    status === 500
      ? {
          ...described.body,
          message: `${described.body.message}. If it happens again, quote this reference to support: ${request.id}`,
          reference: request.id,
        }
      : described.body;
  if (error instanceof AppError && error.retryAfterSeconds !== undefined) void reply.header("retry-after", String(error.retryAfterSeconds));
  if (status === 503) {
    // Expected during a database restart: one line, not a stack per request.
    request.log.warn({ code: body.code, cause: error.message }, "answered 503");
    void reply.header("retry-after", String(RETRY_AFTER_SECONDS));
    if (isPageRequest(request)) {
      sendUnavailablePage(reply);
      return;
    }
  } else if (status >= 500) request.log.error({ err: error }, "request failed");
  else request.log.info({ code: body.code, status }, body.message);
  void reply
    .status(status)
    .type("application/json; charset=utf-8")
    .send(status < 500 && extend ? extend(body) : body);
}

function describe(error: FastifyError | AppError | Error): { status: number; body: ErrorBody } {
  // Checked first: a service may have wrapped the driver's error in its own.
  if (isDatabaseUnavailable(error)) return { status: 503, body: { message: UNAVAILABLE_MESSAGE, code: "Unavailable" } };
  if (error instanceof AppError) {
    return { status: error.status, body: { message: error.message, code: error.code, ...(error.fields ? { errors: error.fields } : {}) } };
  }
  if (hasZodFastifySchemaValidationErrors(error)) {
    // Keyed like every field error (ADR 0019); the message still says which part of the request it was.
    const part = error.validationContext ?? "request";
    const issues = error.validation.map((issue) => ({
      path: issue.instancePath.split("/").filter(Boolean),
      message: issue.message ?? "is invalid",
    }));
    const errors = fieldErrors(issues, { whole: part });
    const first = Object.entries(errors)[0];
    const message = first ? `Invalid ${first[0] === part ? part : `${part}.${first[0]}`}: ${first[1][0]}` : "Invalid request.";
    return { status: 400, body: { message, code: "BadRequest", errors } };
  }
  // A value the schemas let through but the database refuses (SQLSTATE class 22) is still the request's fault.
  if (isDataException(error)) return { status: 400, body: { message: "A value in the request is not valid.", code: "BadRequest" } };
  if (isResponseSerializationError(error)) {
    return { status: 500, body: { message: "Server error", code: "Internal" } };
  }
  const statusCode = (error as FastifyError).statusCode;
  if (typeof statusCode === "number" && statusCode >= 400 && statusCode < 500) {
    // Fastify's own client errors: malformed JSON, wrong content type, body too large, rate limit.
    const code =
      statusCode === 429
        ? "RateLimited"
        : statusCode === 413
          ? "PayloadTooLarge"
          : statusCode === 415
            ? "UnsupportedMediaType"
            : "BadRequest";
    return { status: statusCode, body: { message: error.message, code } };
  }
  return { status: 500, body: { message: "Server error", code: "Internal" } };
}
