import { expect } from "vitest";
import { encryptPaymentRequest } from "@investar/core";
import { paymentRequestPassphrase } from "../../src/features/payments/services/payment-request-passphrase.ts";
import type { AccessCase } from "./access-table.ts";
import type { TestApp } from "./test-app.ts";

async function bodyOf(t: TestApp, c: AccessCase, userId: number): Promise<{ payload?: object | string; headers?: Record<string, string> }> {
  if (!c.payload) return {};
  if (!c.encryptPayload) return { payload: c.payload(userId) as object };
  // docs/business-rules.md#payment-request-encryption: encrypted as the page does it, sent as a JSON string.
  const sealed = await encryptPaymentRequest(paymentRequestPassphrase(t.config.sessionSecret!), JSON.stringify(c.payload(userId)));
  return { payload: JSON.stringify(sealed), headers: { "content-type": "application/json" } };
}

/** Calls one access-table endpoint for `userId` with the caller's headers. */
export async function callAccessCase(t: TestApp, c: AccessCase, headers: Record<string, string>, userId: number) {
  const body = await bodyOf(t, c, userId);
  return t.app.inject({
    method: c.method,
    url: c.url(userId),
    headers: { ...headers, ...body.headers },
    ...(body.payload === undefined ? {} : { payload: body.payload }),
  });
}

export function expectAllowed(c: AccessCase, status: number) {
  if (c.allowedStatus !== undefined) expect(status).toBe(c.allowedStatus);
  else expect(status).toBeLessThan(400);
}
