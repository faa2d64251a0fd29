import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { RouteOptions } from "fastify";
import { callAccessCase, expectAllowed } from "./support/access-calls.ts";
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

const call = (c: (typeof accessCases)[number], headers: Record<string, string>, userId: number) => callAccessCase(t, c, headers, userId);

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
