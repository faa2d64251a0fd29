/**
 * docs/deploy.md#browser-errors: a page's reporter posts a browser error as navigator.sendBeacon does (JSON as
 * text/plain); the server logs it without personal data, counts it in /metrics and lets each address post a few a minute.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "./support/test-app.ts";

const TOKEN = "metrics-token-for-the-tests-0123";
const CHROME = "Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.6778.135 Mobile Safari/537.36";

let t: TestApp;
const lines: string[] = [];
beforeAll(async () => {
  t = await createTestApp({
    env: { METRICS_TOKEN: TOKEN, RATE_LIMITS: "on", LOG_LEVEL: "info" },
    logStream: { write: (line: string) => void lines.push(line) },
  });
});
afterAll(() => t.close());

/** What the reporter's sendBeacon sends: a JSON string, so the browser labels it text/plain. */
const beacon = (report: unknown, remoteAddress = "203.0.113.7", body = JSON.stringify(report)) =>
  t.app.inject({
    method: "POST",
    url: "/api/client-errors",
    remoteAddress,
    headers: { "content-type": "text/plain;charset=UTF-8", "user-agent": CHROME },
    payload: body,
  });

const scrape = async () => (await t.app.inject({ method: "GET", url: "/metrics", headers: { authorization: `Bearer ${TOKEN}` } })).body;
const counted = (text: string, kind: string) =>
  Number(
    /investar_client_errors_total\{[^}]*kind="(\w+)"[^}]*\} (\d+)/g.exec(
      text.split("\n").find((l) => l.includes(`kind="${kind}"`)) ?? "",
    )?.[2] ?? 0,
  );

describe("POST /api/client-errors", () => {
  it("logs the error with the browser's family and no personal data, and counts it by kind", async () => {
    const answer = await beacon({
      kind: "error",
      message: "Cannot read properties of undefined (reading 'total') for priya.nair@example.in",
      stack: "TypeError: Cannot read properties of undefined\n    at PriceList (/assets/pricing-Bx3k.js:1:2040)",
      path: "/Pricing/CustomizeSubscription",
      release: "a1b2c3d4",
    });
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toEqual({ received: true });
    await beacon({ kind: "chunk", message: "Failed to fetch dynamically imported module: /assets/route-9f.js", path: "/education" });

    const logged = lines
      .map((line) => JSON.parse(line) as { msg: string; requestId?: string; clientError?: Record<string, unknown> })
      .filter((line) => line.msg === "browser error");
    expect(logged[0]).toMatchObject({
      requestId: answer.headers["x-request-id"],
      clientError: {
        kind: "error",
        path: "/Pricing/CustomizeSubscription",
        release: "a1b2c3d4",
        browser: "Chrome 131",
        stack: expect.stringContaining("at PriceList (/assets/pricing-Bx3k.js:1:2040)"),
      },
    });
    expect(JSON.stringify(logged)).not.toContain("priya.nair@example.in");
    expect(JSON.stringify(logged)).not.toContain("Pixel 8");
    expect(logged[1]).toMatchObject({ clientError: { kind: "chunk", path: "/education", release: null } });

    const metrics = await scrape();
    expect(counted(metrics, "error")).toBe(1);
    expect(counted(metrics, "chunk")).toBe(1);
  });

  it("refuses with a 400 what is not a report: not JSON, a path with its query, an unknown kind, a message too long", async () => {
    const good = { kind: "error", message: "boom", path: "/" };
    const refusals = [
      await beacon(null, "203.0.113.8", "boom at /pricing"),
      await beacon({ ...good, path: "/reset-password?token=secret" }, "203.0.113.8"),
      await beacon({ ...good, kind: "warning" }, "203.0.113.8"),
      await beacon({ ...good, message: "x".repeat(501) }, "203.0.113.8"),
    ];
    expect(refusals.map((answer) => answer.statusCode)).toEqual([400, 400, 400, 400]);
    expect(refusals[1]!.body).not.toContain("secret");
  });

  it("takes ten reports a minute from one address, then answers 429; another address is not held back", async () => {
    const report = { kind: "rejection", message: "Load failed", path: "/my-investar" };
    const statuses = [];
    for (let i = 0; i < 11; i++) statuses.push((await beacon(report, "198.51.100.4")).statusCode);
    expect(statuses).toEqual([...Array(10).fill(200), 429]);
    expect((await beacon(report, "198.51.100.5")).statusCode).toBe(200);
  });
});
