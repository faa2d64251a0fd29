/**
 * docs/deploy.md#metrics: GET /metrics answers Prometheus's text format to the operator's token only, and its
 * series describe what the operator alerts on: requests by route template, refusals, the outboxes, the jobs,
 * orders by state, and the process.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { schema } from "@investar/db";
import { SESSION_COOKIE } from "../src/auth/session-token.ts";
import { buyAtSimulator } from "./support/checkout.ts";
import { createUser } from "./support/sessions.ts";
import { createTestApp, type TestApp } from "./support/test-app.ts";

const TOKEN = "metrics-token-for-the-tests-0123";
const at = new Date("2026-11-20T10:00:00Z");

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ env: { METRICS_TOKEN: TOKEN }, now: () => at });
});
afterAll(() => t.close());

const scrape = (authorization?: string) =>
  t.app.inject({ method: "GET", url: "/metrics", headers: authorization ? { authorization } : {} });

/** The value of one series, found by its name and every label given. */
function valueOf(text: string, name: string, labels: Record<string, string> = {}): number | undefined {
  const line = text
    .split("\n")
    .find(
      (l) =>
        (l.startsWith(`${name}{`) || l.startsWith(`${name} `)) &&
        Object.entries(labels).every(([key, value]) => l.includes(`${key}="${value}"`)),
    );
  return line === undefined ? undefined : Number(line.slice(line.lastIndexOf(" ") + 1));
}

describe("who may read /metrics", () => {
  it("without METRICS_TOKEN the path does not exist", async () => {
    const plain = await createTestApp();
    try {
      expect((await plain.app.inject({ method: "GET", url: "/metrics" })).statusCode).toBe(404);
      expect((await plain.app.inject({ method: "GET", url: "/metrics", headers: { authorization: `Bearer ${TOKEN}` } })).statusCode).toBe(
        404,
      );
    } finally {
      await plain.close();
    }
  });

  it("with it, no token or a wrong one is 401 and shows nothing; the token gets the text format", async () => {
    for (const authorization of [undefined, `Bearer ${TOKEN}x`, `Bearer ${TOKEN.slice(0, -1)}`, TOKEN, "Basic abc"]) {
      const refused = await scrape(authorization);
      expect(refused.statusCode, authorization).toBe(401);
      expect(refused.body).not.toContain("http_request_duration_seconds");
    }
    const answer = await scrape(`Bearer ${TOKEN}`);
    expect(answer.statusCode).toBe(200);
    expect(answer.headers["content-type"]).toMatch(/^text\/plain; version=0\.0\.4/);
    expect(answer.headers["cache-control"]).toBe("no-store");
    expect(answer.body).toMatch(/^# HELP process_cpu_user_seconds_total /m);
    expect(valueOf(answer.body, "nodejs_eventloop_lag_seconds")).toBeGreaterThanOrEqual(0);
  });
});

describe("what it says", () => {
  it("counts requests by route template and status, never by the raw URL", async () => {
    const user = await createUser(t);
    for (let i = 0; i < 3; i++) await t.app.inject({ method: "GET", url: "/api/health" });
    await t.app.inject({ method: "GET", url: `/api/user/GetMemberInfoProfile?userId=${user.userId}`, headers: user.auth });
    await t.app.inject({ method: "GET", url: "/no/such/path/12345" });
    const text = (await scrape(`Bearer ${TOKEN}`)).body;
    expect(valueOf(text, "http_request_duration_seconds_count", { route: "/api/health", method: "GET", status_code: "200" })).toBe(3);
    expect(valueOf(text, "http_request_duration_seconds_count", { route: "/api/user/GetMemberInfoProfile", status_code: "200" })).toBe(1);
    expect(valueOf(text, "http_request_duration_seconds_count", { route: "unmatched", status_code: "404" })).toBeGreaterThanOrEqual(1);
    expect(text).not.toContain(String(user.userId) + '"');
    // Not in any label: a metric's value may contain those digits by chance (a lag of 0.0061535202811234 s).
    expect(text).not.toMatch(/"[^"\n]*12345[^"\n]*"/);
  });

  it("counts a cross-site request refused by the CSRF check", async () => {
    const user = await createUser(t);
    const before = valueOf((await scrape(`Bearer ${TOKEN}`)).body, "investar_http_refusals_total", { reason: "csrf" }) ?? 0;
    const refused = await t.app.inject({
      method: "POST",
      url: "/api/auth/logout",
      headers: { cookie: `${SESSION_COOKIE}=${user.token}`, origin: "https://evil.example" },
    });
    expect(refused.statusCode).toBe(403);
    expect(valueOf((await scrape(`Bearer ${TOKEN}`)).body, "investar_http_refusals_total", { reason: "csrf" })).toBe(before + 1);
  });

  it("reports the outboxes, each job's last run and lag, and orders by gateway and status", async () => {
    // Due only next year, so the app's own mail worker leaves them where they are.
    const later = new Date("2027-12-31T00:00:00Z");
    await t.db.insert(schema.mailOutbox).values([
      { to: "a@example.in", subject: "Waiting", text: "t", html: "h", createdAt: new Date(at.getTime() - 600_000), nextAttemptAt: later },
      {
        to: "b@example.in",
        subject: "Failed twice",
        text: "t",
        html: "h",
        attempts: 2,
        createdAt: new Date(at.getTime() - 60_000),
        nextAttemptAt: later,
      },
    ]);
    await t.db.insert(schema.jobRuns).values({
      name: "metrics-test-job",
      nextRunAt: new Date(at.getTime() - 90_000),
      lastStartedAt: new Date(at.getTime() - 200_000),
      lastFinishedAt: new Date(at.getTime() - 188_000),
      lastError: "SMTP refused",
    });
    const buyer = await createUser(t);
    await buyAtSimulator(t, buyer, { product: "Standard", plan: "Quarter" }, "Simulate success");

    const text = (await scrape(`Bearer ${TOKEN}`)).body;
    expect(valueOf(text, "investar_outbox_messages", { channel: "mail", state: "retrying" })).toBeGreaterThanOrEqual(1);
    expect(valueOf(text, "investar_outbox_messages", { channel: "mail", state: "pending" })).toBeGreaterThanOrEqual(1);
    // The oldest unsent mail is the one queued ten minutes before "now".
    expect(valueOf(text, "investar_outbox_oldest_unsent_age_seconds", { channel: "mail" })).toBeGreaterThanOrEqual(600);
    expect(valueOf(text, "investar_job_lag_seconds", { job: "metrics-test-job" })).toBe(90);
    expect(valueOf(text, "investar_job_last_duration_seconds", { job: "metrics-test-job" })).toBe(12);
    expect(valueOf(text, "investar_job_last_run_failed", { job: "metrics-test-job" })).toBe(1);
    expect(valueOf(text, "investar_job_last_finished_timestamp_seconds", { job: "metrics-test-job" })).toBe(
      (at.getTime() - 188_000) / 1000,
    );
    expect(valueOf(text, "investar_orders", { gateway: "CCAvenue", status: "paid" })).toBeGreaterThanOrEqual(1);
    expect(valueOf(text, "investar_database_ping_seconds")).toBeGreaterThan(0);
    expect(valueOf(text, "investar_ready")).toBeGreaterThan(0);
  });
});
