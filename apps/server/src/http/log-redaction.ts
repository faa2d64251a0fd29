import type { FastifyRequest } from "fastify";

/**
 * SPEC §7 puts some secrets in URLs (a social access token, verification codes, activation link ids);
 * request logs keep the parameter but never its value.
 */
const SECRET_PARAM = /token|password|code|encryptedemail|^id$|^pid$/i;

export function redactUrl(url: string): string {
  const queryAt = url.indexOf("?");
  if (queryAt === -1) return url;
  const params = new URLSearchParams(url.slice(queryAt + 1));
  for (const key of [...params.keys()]) if (SECRET_PARAM.test(key)) params.set(key, "[redacted]");
  return `${url.slice(0, queryAt)}?${params.toString()}`;
}

export function serializeRequestForLog(request: FastifyRequest) {
  return { method: request.method, url: redactUrl(request.url), host: request.host, remoteAddress: request.ip };
}
