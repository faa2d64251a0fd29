import type { FastifyRequest } from "fastify";
import pino from "pino";

/**
 * docs/business-rules.md#secrets-in-urls puts some secrets in URLs (a social access token, verification codes, activation link ids);
 * request logs keep the parameter but never its value.
 */
const SECRET_PARAM = /token|password|code|encryptedemail|^id$|^pid$/i;
/** Parameters that hold a phone number whatever its spelling: all but its last two digits are hidden. */
const PHONE_PARAM = /mobile|phone/i;

const EMAIL = /[^\s@/?&=<>"'`,;:()[\]]+@([A-Za-z0-9-]+(?:\.[A-Za-z0-9-]+)+)/g;
/** An Indian mobile number, optionally with its country code, standing alone (not inside an order number). */
const MOBILE = /(?<![\w-])(?:\+?91[\s-]?)?[6-9]\d{9}(?![\w-])/g;

const hideDigits = (value: string) => value.replace(/\d(?=(?:\D*\d){2})/g, "*");

/**
 * ASVS 16: logs keep who did what without the personal data itself. An email keeps its first letter and
 * its domain (a***@example.in), a mobile number its last two digits (********45).
 */
export function maskPersonalData(text: string): string {
  return text.replace(EMAIL, (address, domain: string) => `${address[0]}***@${domain}`).replace(MOBILE, hideDigits);
}

export function redactUrl(url: string): string {
  const queryAt = url.indexOf("?");
  if (queryAt === -1) return maskPersonalData(url);
  const params = new URLSearchParams(url.slice(queryAt + 1));
  for (const [key, value] of [...params.entries()]) {
    if (SECRET_PARAM.test(key)) params.set(key, "[redacted]");
    else params.set(key, PHONE_PARAM.test(key) ? hideDigits(maskPersonalData(value)) : maskPersonalData(value));
  }
  return `${maskPersonalData(url.slice(0, queryAt))}?${params.toString()}`;
}

export function serializeRequestForLog(request: FastifyRequest) {
  return { method: request.method, url: redactUrl(request.url), host: request.host, remoteAddress: request.ip };
}

function serializeErrorForLog(error: Error) {
  const serialized = pino.stdSerializers.err(error);
  return {
    ...serialized,
    message: maskPersonalData(serialized.message),
    ...(serialized.stack ? { stack: maskPersonalData(serialized.stack) } : {}),
  };
}

/**
 * The app logger's options: requests and errors through the serializers above, and every message
 * string (error messages quote the address a request was about) through the same masking.
 */
export function logOptions(level: string, stream?: pino.DestinationStream, fields?: () => Record<string, string>) {
  return {
    level,
    ...(stream ? { stream } : {}),
    // The active trace beside the request id when tracing runs (docs/deploy.md#tracing).
    ...(fields ? { mixin: fields } : {}),
    serializers: { req: serializeRequestForLog, err: serializeErrorForLog },
    hooks: {
      logMethod(this: pino.Logger, args: Parameters<pino.LogFn>, method: pino.LogFn) {
        const masked = args.map((arg: unknown) => (typeof arg === "string" ? maskPersonalData(arg) : arg));
        return method.apply(this, masked as Parameters<pino.LogFn>);
      },
    },
  };
}
