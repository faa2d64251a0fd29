import proxyAddr from "@fastify/proxy-addr";
import type { FastifyRequest } from "fastify";

const loopback = proxyAddr.compile("loopback");

/**
 * A caller on this machine or the trusted proxy itself (TRUST_PROXY), as opposed to anyone on the internet:
 * request.ip is the client address once TRUST_PROXY is set, so a visitor coming through the proxy is not
 * the proxy. The proxy's own probes carry no X-Forwarded-For.
 */
export function internalCallerCheck(trustProxy: string | false): (request: FastifyRequest) => boolean {
  const trusted = trustProxy ? proxyAddr.compile(trustProxy.split(",").map((address) => address.trim())) : null;
  return (request) => {
    if (loopback(request.ip, 0)) return true;
    const peer = request.socket.remoteAddress;
    return trusted !== null && peer !== undefined && request.headers["x-forwarded-for"] === undefined && trusted(peer, 0);
  };
}
