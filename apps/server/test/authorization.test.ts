import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { encryptPaymentRequest } from "@investar/core";
import { paymentRequestPassphrase } from "../src/services/payments/payment-request-passphrase.ts";
import type { RouteOptions } from "fastify";
import { accessCases } from "./support/access-table.ts";
import { publicRoutes } from "./support/public-routes.ts";
import { apiRouteKeys, unclassifiedRoutes, type RouteKey } from "./support/route-coverage.ts";
import { createUser, type TestUser } from "./support/sessions.ts";
import { createTestApp, type TestApp } from "./support/test-app.ts";

let t: TestApp;
let owner: TestUser;
let other: TestUser;
let admin: TestUser;
const registered: RouteOptions[] = [];

beforeAll(async () => {
  t = await createTestApp({ onRoute: (route) => registered.push(route) });
  owner = await createUser(t);
  other = await createUser(t);
  admin = await createUser(t, { role: "SPAdmin" });
});
afterAll(() => t.close());

async function bodyOf(
  c: (typeof accessCases)[number],
  userId: number,
): Promise<{ payload?: object | string; headers?: Record<string, string> }> {
  if (!c.payload) return {};
  if (!c.encryptPayload) return { payload: c.payload(userId) as object };
  // docs/business-rules.md#payment-request-encryption: encrypted as the page does it, sent as a JSON string.
  const sealed = await encryptPaymentRequest(paymentRequestPassphrase(t.config.sessionSecret!), JSON.stringify(c.payload(userId)));
  return { payload: JSON.stringify(sealed), headers: { "content-type": "application/json" } };
}

const call = async (c: (typeof accessCases)[number], headers: Record<string, string>, userId: number) => {
  const body = await bodyOf(c, userId);
  return t.app.inject({
    method: c.method,
    url: c.url(userId),
    headers: { ...headers, ...body.headers },
    ...(body.payload === undefined ? {} : { payload: body.payload }),
  });
};

function expectAllowed(c: (typeof accessCases)[number], status: number) {
  if (c.allowedStatus !== undefined) expect(status).toBe(c.allowedStatus);
  else expect(status).toBeLessThan(400);
}

describe("authorization table", () => {
  it("classifies every registered /api route as guarded (in the table) or public (on the list)", () => {
    const keys = apiRouteKeys(registered);
    expect(keys.length).toBeGreaterThan(accessCases.length);
    expect(unclassifiedRoutes(keys, accessCases, publicRoutes)).toEqual({ unclassified: [], stalePublic: [] });
  });

  it("fails for a route that is in neither, and for a public entry whose route is gone", () => {
    const keys = apiRouteKeys(registered);
    const sneaky: RouteKey = "POST /api/user/SneakyExport";
    const gone: RouteKey = "GET /api/user/RemovedLongAgo";
    expect(unclassifiedRoutes([...keys, sneaky], accessCases, [...publicRoutes, gone])).toEqual({
      unclassified: [sneaky],
      stalePublic: [gone],
    });
  });

  for (const c of accessCases) {
    it(`${c.name}: no token → 401`, async () => {
      const res = await call(c, {}, owner.userId);
      expect(res.statusCode).toBe(401);
    });

    if (c.access === "self") {
      it(`${c.name}: another investor's id → 403`, async () => {
        const res = await call(c, other.auth, owner.userId);
        expect(res.statusCode).toBe(403);
      });
      it(`${c.name}: own id → allowed`, async () => {
        const res = await call(c, owner.auth, owner.userId);
        expectAllowed(c, res.statusCode);
      });
    }

    if (c.access === "admin") {
      it(`${c.name}: an investor → 403`, async () => {
        const res = await call(c, owner.auth, owner.userId);
        expect(res.statusCode).toBe(403);
      });
    }

    it(`${c.name}: an admin → allowed`, async () => {
      const res = await call(c, admin.auth, owner.userId);
      expectAllowed(c, res.statusCode);
    });
  }
});
