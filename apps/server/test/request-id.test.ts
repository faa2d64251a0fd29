/**
 * docs/deploy.md#request-ids: every answer names its request in `x-request-id`, the log lines of that request
 * carry the same id, a 500 tells the customer which reference to quote, and only the trusted proxy may choose it.
 */
import Fastify from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { installErrorHandler } from "../src/http/error-handler.ts";
import { installRequestIdHeader, requestIdGenerator } from "../src/http/request-id.ts";
import { createTestApp, type TestApp } from "./support/test-app.ts";

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
const PROXY = "10.1.2.3";

let t: TestApp;
const lines: string[] = [];
beforeAll(async () => {
  t = await createTestApp({
    env: { LOG_LEVEL: "info", TRUST_PROXY: PROXY },
    logStream: { write: (line: string) => void lines.push(line) },
  });
});
afterAll(() => t.close());

describe("x-request-id", () => {
  it("is on every answer, a new one per request, errors included, and the request's log lines carry it", async () => {
    const ok = await t.app.inject({ method: "GET", url: "/api/health" });
    const again = await t.app.inject({ method: "GET", url: "/api/health" });
    const refused = await t.app.inject({ method: "POST", url: "/api/user/Login", payload: { email: "" } });
    for (const answer of [ok, again, refused]) expect(answer.headers["x-request-id"]).toMatch(UUID);
    expect(new Set([ok, again, refused].map((a) => a.headers["x-request-id"])).size).toBe(3);
    const logged = lines
      .map((line) => JSON.parse(line) as { requestId?: string })
      .filter((l) => l.requestId === refused.headers["x-request-id"]);
    expect(logged.length).toBeGreaterThan(0);
  });

  it("keeps the id the trusted proxy sent, and ignores one from anyone else", async () => {
    const viaProxy = await t.app.inject({
      method: "GET",
      url: "/api/health",
      remoteAddress: PROXY,
      headers: { "x-request-id": "edge-4f9a2c71" },
    });
    expect(viaProxy.headers["x-request-id"]).toBe("edge-4f9a2c71");
    const direct = await t.app.inject({
      method: "GET",
      url: "/api/health",
      remoteAddress: "203.0.113.9",
      headers: { "x-request-id": "chosen-by-client" },
    });
    expect(direct.headers["x-request-id"]).toMatch(UUID);
    // Even the proxy cannot put log-breaking text in it.
    const odd = await t.app.inject({ method: "GET", url: "/api/health", remoteAddress: PROXY, headers: { "x-request-id": "a b\nc" } });
    expect(odd.headers["x-request-id"]).toMatch(UUID);
  });

  it("a 500 gives the customer the reference to quote, and nothing internal", async () => {
    const app = Fastify({ genReqId: requestIdGenerator(false), logger: false });
    installRequestIdHeader(app);
    installErrorHandler(app);
    app.get("/boom", async () => {
      throw new Error("connection string postgres://secret@db");
    });
    const answer = await app.inject({ method: "GET", url: "/boom" });
    await app.close();
    expect(answer.statusCode).toBe(500);
    const id = answer.headers["x-request-id"] as string;
    expect(answer.json()).toEqual({
      code: "Internal",
      message: `Server error. If it happens again, quote this reference to support: ${id}`,
      reference: id,
    });
  });
});
