import { randomUUID } from "node:crypto";
import type { IncomingMessage } from "node:http";
import proxyAddr from "@fastify/proxy-addr";
import type { FastifyInstance } from "fastify";

export const REQUEST_ID_HEADER = "x-request-id";
/** What an upstream id may look like: a proxy's UUID or trace id, never a place to smuggle log lines in. */
const ACCEPTED_ID = /^[A-Za-z0-9._:-]{8,128}$/;

/**
 * Fastify's `genReqId` (docs/deploy.md#request-ids): the id the trusted proxy (TRUST_PROXY) gave the request,
 * so its access log and ours name the same request, or a new UUID. An id sent by anyone else is ignored:
 * a client must not choose which log lines its request shares an id with.
 */
export function requestIdGenerator(trustProxy: string | false): (request: IncomingMessage) => string {
  const trusted = trustProxy ? proxyAddr.compile(trustProxy.split(",").map((address) => address.trim())) : null;
  return (request) => {
    const given = request.headers[REQUEST_ID_HEADER];
    const peer = request.socket.remoteAddress;
    if (trusted && peer && typeof given === "string" && ACCEPTED_ID.test(given) && trusted(peer, 0)) return given;
    return randomUUID();
  };
}

/** Every answer names its request, errors included, so a customer's "quote this reference" finds the log lines. */
export function installRequestIdHeader(app: FastifyInstance): void {
  app.addHook("onRequest", (request, reply, done) => {
    void reply.header(REQUEST_ID_HEADER, request.id);
    done();
  });
}
