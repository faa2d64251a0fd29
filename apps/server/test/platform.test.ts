import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "./support/test-app.ts";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe("GET /api/health", () => {
  it("answers ok after checking the database", async () => {
    const res = await t.app.inject({ method: "GET", url: "/api/health" });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: "ok", database: "ok" });
  });

  it("matches API paths case-insensitively, keeping the query", async () => {
    for (const url of ["/API/HEALTH", "/Api/Health", "/api/user/getversionhistory?isBeta=true"]) {
      const res = await t.app.inject({ method: "GET", url });
      expect(res.statusCode, url).toBe(200);
    }
    const beta = await t.app.inject({ method: "GET", url: "/api/USER/GetVersionHistory?isBeta=true" });
    expect(beta.json().every((entry: { isBeta: boolean }) => entry.isBeta)).toBe(true);
  });
});

describe("errors", () => {
  it("answers unknown API paths with a JSON 404", async () => {
    const res = await t.app.inject({ method: "GET", url: "/api/no/such/thing" });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ code: "NotFound", message: expect.stringContaining("/api/no/such/thing") });
  });

  it("answers bad query input with 400 and a message, never 500", async () => {
    const res = await t.app.inject({ method: "GET", url: "/api/user/GetVersionHistory?isBeta=perhaps" });
    expect(res.statusCode).toBe(400);
    const body = res.json();
    expect(body.code).toBe("BadRequest");
    expect(body.message).toMatch(/isBeta/);
  });

  it("answers a bad path parameter with 400", async () => {
    const res = await t.app.inject({ method: "GET", url: "/api/download/setup/Nightly" });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(/channel/);
  });
});

describe("security headers", () => {
  it("sends a Content-Security-Policy with a fresh script nonce and no third-party hosts", async () => {
    const first = await t.app.inject({ method: "GET", url: "/api/health" });
    const second = await t.app.inject({ method: "GET", url: "/api/health" });
    const csp = String(first.headers["content-security-policy"]);
    expect(csp).toMatch(/default-src 'self'/);
    expect(csp).toMatch(/script-src 'self' 'nonce-[A-Za-z0-9+/=]{20,}'/);
    expect(csp).toMatch(/object-src 'none'/);
    expect(csp).not.toMatch(/https?:\/\//);
    expect(second.headers["content-security-policy"]).not.toBe(csp);
    expect(first.headers["x-content-type-options"]).toBe("nosniff");
    expect(first.headers["x-frame-options"]).toBe("SAMEORIGIN");
  });
});

describe("OpenAPI", () => {
  it("documents the routes from their schemas", async () => {
    const res = await t.app.inject({ method: "GET", url: "/api/docs/json" });
    expect(res.statusCode).toBe(200);
    const doc = res.json();
    expect(doc.openapi).toMatch(/^3\./);
    expect(Object.keys(doc.paths)).toEqual(expect.arrayContaining(["/api/health", "/api/user/GetVersionHistory"]));
    const params = doc.paths["/api/user/GetVersionHistory"].get.parameters;
    expect(params).toEqual(expect.arrayContaining([expect.objectContaining({ name: "isBeta", in: "query" })]));
  });

  it("serves the browsable documentation page", async () => {
    const res = await t.app.inject({ method: "GET", url: "/api/docs" });
    expect([200, 302]).toContain(res.statusCode);
  });
});
