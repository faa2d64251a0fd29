import type { RouteOptions } from "fastify";

/** A registered route as "METHOD /path", with Fastify's own spelling of the path (":param", "*"). */
export type RouteKey = `${string} /${string}`;

/** Every /api route a registration produced, one key per method; the HEAD twins Fastify adds to GETs are left out. */
export function apiRouteKeys(routes: RouteOptions[]): RouteKey[] {
  const keys = new Set<RouteKey>();
  for (const route of routes) {
    if (!route.url.toLowerCase().startsWith("/api")) continue;
    for (const method of [route.method].flat()) if (method !== "HEAD") keys.add(`${method} ${route.url}` as RouteKey);
  }
  return [...keys].sort();
}
