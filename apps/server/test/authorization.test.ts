import { afterAll, beforeAll, describe, expect, it } from "vitest";
import Fastify, { type RouteOptions } from "fastify";
import { installAccess, withoutSession } from "../src/auth/access.ts";
import { accessCasesOf, callAccessCase, expectAllowed, missingExamples } from "./support/access-calls.ts";
import { accessExamples } from "./support/access-examples.ts";
import { apiRouteKeys, type RouteKey } from "./support/route-coverage.ts";
import { createUser, type TestUser } from "./support/sessions.ts";
import { createTestApp } from "./support/test-app.ts";

/**
 * docs/architecture.md#authorization, generated from the routes' own `config.access`: every route that needs a
 * session is called as nobody, as another user (self routes), as a customer and as an admin; a new route is
 * covered as soon as it is registered.
 */
const registered: RouteOptions[] = [];
const t = await createTestApp({ onRoute: (route) => registered.push(route) });
const cases = accessCasesOf(registered);
let owner: TestUser;
let other: TestUser;
let admin: TestUser;

beforeAll(async () => {
  owner = await createUser(t);
  other = await createUser(t);
  admin = await createUser(t, { role: "SPAdmin" });
});
afterAll(() => t.close());

describe("access declarations", () => {
  it("every registered /api route declares who may call it, and its example (if any) is for a route that exists", () => {
    expect(cases.length).toBeGreaterThan(150);
    expect(cases.filter((c) => !c.access).map((c) => c.key)).toEqual([]);
    const keys = apiRouteKeys(registered);
    expect(Object.keys(accessExamples).filter((key) => !keys.includes(key as RouteKey))).toEqual([]);
  });

  it("a route whose call cannot be built from its declaration has an example", () => {
    expect(missingExamples(cases)).toEqual([]);
  });

  it("a route without a declaration fails to register", async () => {
    const app = Fastify();
    void app.register(async (scope) => {
      installAccess(scope);
      scope.get("/api/user/SneakyExport", async () => "everything");
    });
    await expect(app.ready()).rejects.toThrow("GET /api/user/SneakyExport declares no access");
    await app.close();
  });
});

describe("authorization", () => {
  for (const c of cases.filter((row) => row.access && withoutSession.includes(row.access.kind))) {
    // A path with a wildcard or parameter and no example (the docs' static files, the setup download) is not called.
    if ((c.key.includes("*") || c.key.includes("/:")) && !c.url) continue;
    it(`${c.key} (${c.access.kind}): no login needed → not 401`, async () => {
      const res = await callAccessCase(t, c, {}, owner.userId);
      expect(res.statusCode, res.body).not.toBe(401);
    });
  }

  for (const c of cases.filter((row) => row.access && !withoutSession.includes(row.access.kind))) {
    it(`${c.key}: no token → 401`, async () => {
      const res = await callAccessCase(t, c, {}, owner.userId);
      expect(res.statusCode).toBe(401);
    });

    if (c.access.kind === "self") {
      it(`${c.key}: another investor's id → 403`, async () => {
        const res = await callAccessCase(t, c, other.auth, owner.userId);
        expect(res.statusCode).toBe(403);
      });
      it(`${c.key}: own id → allowed`, async () => {
        const res = await callAccessCase(t, c, owner.auth, owner.userId);
        expectAllowed(c, res.statusCode, res.body);
      });
    }

    if (c.access.kind === "user") {
      // Past the login; a resource's owner, if it has one, is the handler's check (tested with the feature).
      it(`${c.key}: any investor → past the login (not 401)`, async () => {
        const res = await callAccessCase(t, c, owner.auth, owner.userId);
        expect(res.statusCode, res.body).not.toBe(401);
      });
    }

    if (c.access.kind === "admin" || c.access.kind === "admin-enrolling") {
      it(`${c.key}: an investor → 403`, async () => {
        const res = await callAccessCase(t, c, owner.auth, owner.userId);
        expect(res.statusCode).toBe(403);
      });
    }

    it(`${c.key}: an admin → allowed`, async () => {
      const res = await callAccessCase(t, c, admin.auth, owner.userId);
      expectAllowed(c, res.statusCode, res.body);
    });
  }
});
