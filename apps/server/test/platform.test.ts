import { describe, expect, it } from "vitest";
import { openDatabase } from "@investar/db";
import { buildApp } from "../src/app.ts";
import { suiteApp } from "./support/suite.ts";

const t = suiteApp();

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
  it("gives API answers the strictest Content-Security-Policy and the usual hardening headers, cached ones too", async () => {
    await t.app.inject({ method: "GET", url: "/api/health" });
    const res = await t.app.inject({ method: "GET", url: "/api/health" });
    expect(res.headers["x-cache"]).toBe("hit");
    expect(res.headers["content-security-policy"]).toBe("default-src 'none'; frame-ancestors 'none'; base-uri 'none'; form-action 'none'");
    expect(res.headers["x-content-type-options"]).toBe("nosniff");
    expect(res.headers["x-frame-options"]).toBe("SAMEORIGIN");
    expect(res.headers["referrer-policy"]).toBe("strict-origin-when-cross-origin");
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

describe("GET /api/health when the database is down", () => {
  it("answers 503 with a message once the last good check is older than a second", async () => {
    const handle = await openDatabase({ kind: "pglite-memory" });
    await handle.migrate();
    const app = await buildApp({ ...t.config, webBuildDir: null }, { database: handle });
    expect((await app.inject({ method: "GET", url: "/api/health" })).statusCode).toBe(200);
    await handle.close();
    // Wait out the cached good answer; the next call must really ask the (now closed) database.
    await new Promise((resolve) => setTimeout(resolve, 1_100));
    const res = await app.inject({ method: "GET", url: "/api/health" });
    expect(res.statusCode).toBe(503);
    expect(res.json()).toMatchObject({ code: "Unavailable", message: "The database is not answering." });
    await app.close();
  });
});
