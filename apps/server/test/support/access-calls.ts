import { expect } from "vitest";
import type { RouteOptions } from "fastify";
import { encryptPaymentRequest } from "@investar/core";
import { withoutSession, type Access } from "../../src/auth/access.ts";
import { paymentRequestPassphrase } from "../../src/features/payments/services/payment-request-passphrase.ts";
import { accessExamples, type AccessExample } from "./access-examples.ts";
import { apiRouteKeys, type RouteKey } from "./route-coverage.ts";
import type { TestApp } from "./test-app.ts";

/** One registered route, who its declaration lets call it, and how to call it for a user id. */
export interface AccessCase extends AccessExample {
  key: RouteKey;
  method: string;
  access: Access;
}

/** Every /api route as a case: its declared access, and its example or the call built from the declaration. */
export function accessCasesOf(routes: RouteOptions[]): AccessCase[] {
  const declared = new Map<RouteKey, Access | undefined>();
  for (const route of routes) for (const key of apiRouteKeys([route])) declared.set(key, route.config?.access);
  return apiRouteKeys(routes).map((key) => ({ key, method: key.split(" ")[0]!, access: declared.get(key)!, ...accessExamples[key] }));
}

/**
 * Routes needing a session whose call cannot be built from the declaration alone and that have no example: a
 * path parameter, or a user id the handler finds inside the body.
 */
export function missingExamples(cases: AccessCase[]): RouteKey[] {
  const needsExample = (c: AccessCase) =>
    c.key.includes("/:") || c.key.includes("*") || (c.access.kind === "self" && c.access.where === "handler");
  return cases.filter((c) => !withoutSession.includes(c.access.kind) && needsExample(c) && !c.url && !c.payload).map((c) => c.key);
}

function urlOf(c: AccessCase, userId: number): string {
  if (c.url) return c.url(userId);
  const path = c.key.split(" ")[1]!;
  return c.access.kind === "self" && c.access.where === "query" ? `${path}?${c.access.field}=${userId}` : path;
}

function plainBodyOf(c: AccessCase, userId: number): unknown {
  if (c.payload) return c.payload(userId);
  if (c.access.kind === "self" && c.access.where === "body") return { [c.access.field]: userId };
  return undefined;
}

async function bodyOf(t: TestApp, c: AccessCase, userId: number): Promise<{ payload?: object | string; headers?: Record<string, string> }> {
  const plain = plainBodyOf(c, userId);
  if (plain === undefined) return {};
  if (!c.encryptPayload) return { payload: plain as object };
  // docs/business-rules.md#payment-request-encryption: encrypted as the page does it, sent as a JSON string.
  const sealed = await encryptPaymentRequest(paymentRequestPassphrase(t.config.sessionSecret!), JSON.stringify(plain));
  return { payload: JSON.stringify(sealed), headers: { "content-type": "application/json" } };
}

/** Calls one route for `userId` with the caller's headers. */
export async function callAccessCase(t: TestApp, c: AccessCase, headers: Record<string, string>, userId: number) {
  const body = await bodyOf(t, c, userId);
  return t.app.inject({
    method: c.method as "GET",
    url: urlOf(c, userId),
    headers: { ...headers, ...body.headers },
    ...(body.payload === undefined ? {} : { payload: body.payload }),
  });
}

export function expectAllowed(c: AccessCase, status: number, body?: string) {
  if (c.allowedStatus !== undefined) expect(status, body).toBe(c.allowedStatus);
  else expect(status, body).toBeLessThan(400);
}
