import type { RouteOptions } from "fastify";
import type { AccessCase } from "./access-table.ts";

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

function matches(key: RouteKey, method: string, path: string): boolean {
  const [keyMethod, pattern] = key.split(" ") as [string, string];
  if (keyMethod !== method) return false;
  const source = pattern
    .split("/")
    .map((part) => (part === "*" ? ".*" : part.startsWith(":") ? "[^/]+" : part.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")))
    .join("/");
  return new RegExp(`^${source}$`, "i").test(path);
}

/**
 * docs/architecture.md#authorization: each route must be in the access table (called there as no user, another user, its owner
 * and an admin) or on the public list; what is in neither is returned. Public entries must name routes
 * that exist, so the list cannot keep a stale door open.
 */
export function unclassifiedRoutes(
  keys: RouteKey[],
  cases: AccessCase[],
  publicRoutes: readonly RouteKey[],
): { unclassified: RouteKey[]; stalePublic: RouteKey[] } {
  const covered = (key: RouteKey) => cases.some((c) => matches(key, c.method, c.url(1).split("?")[0]!)) || publicRoutes.includes(key);
  return { unclassified: keys.filter((key) => !covered(key)), stalePublic: publicRoutes.filter((key) => !keys.includes(key)) };
}
