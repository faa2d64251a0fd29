import type { Endpoint, LazyEndpoint } from "./endpoint.ts";

/**
 * An endpoint the browser loads when it first calls it: `lazyEndpoint(() => import("…/login"), "login")`.
 * Contracts are zod schemas; loaded this way, a page's first download stays within its weight budget
 * (docs/architecture.md#benchmark) and the schemas arrive with the customer's first action. No zod here.
 */
export function lazyEndpoint<M, K extends keyof M>(load: () => Promise<M>, name: K): LazyEndpoint<M[K] & Endpoint> {
  let loading: Promise<M[K] & Endpoint> | undefined;
  return { load: () => (loading ??= load().then((module) => module[name] as M[K] & Endpoint)) };
}
