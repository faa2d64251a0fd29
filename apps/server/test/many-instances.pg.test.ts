/**
 * ADR 0016 inside one test process: two apps on one database (PGlite here, PostgreSQL with
 * INTEGRATION_DB=postgres) as two instances would be. The real processes are in faults/two-instances.test.ts.
 */
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { schema } from "@investar/db";
import { claimJobRun, finishJobRun, newJobHolderId } from "../src/jobs/job-lease.ts";
import { startIntervalJob } from "../src/jobs/interval-job.ts";
import { addVersionHistory } from "../src/features/releases/services/add-version-history.ts";
import { sweepExpiredLimits } from "../src/features/messaging/services/sweep-expired-limits.ts";
import { createUser } from "./support/sessions.ts";
import { createTestApp, type TestApp } from "./support/test-app.ts";
import { startTestSmtp } from "./support/test-smtp.ts";
import { suiteTwoInstances } from "./support/suite.ts";
import { closeTwoInstances, createTwoInstances } from "./support/two-instances.ts";

const quietLog = { info() {}, warn() {}, error() {} };

describe("a version-history entry added on one instance", () => {
  const { a, b } = suiteTwoInstances();

  const history = (t: TestApp) => t.app.inject({ method: "GET", url: "/api/user/GetVersionHistory?isBeta=false" });

  it("is served by the other instance's cached answer as soon as the invalidation arrives", async () => {
    await history(b);
    const cached = await history(b);
    expect(cached.headers["x-cache"]).toBe("hit");
    const admin = await createUser(a, { role: "Admin" });

    await addVersionHistory(a.app.deps, admin.userId, {
      version: "9.9.1",
      releasedOn: "2030-01-15",
      isBeta: false,
      highlights: ["Scanner alerts on the phone"],
    });

    await expect
      .poll(async () => (await history(b)).json()[0], { timeout: 2_000, interval: 50 })
      .toMatchObject({ version: "9.9.1", highlights: ["Scanner alerts on the phone"] });
    expect((await history(a)).json()[0]).toMatchObject({ version: "9.9.1" });
    const [audit] = await a.db.select().from(schema.auditLog).where(eq(schema.auditLog.action, "version-history-add"));
    expect(audit).toMatchObject({ actorId: admin.userId, subject: expect.stringMatching(/^version-history:\d+$/) });
  });
});

describe("per-address route limits of a deployment", () => {
  let smtp: Awaited<ReturnType<typeof startTestSmtp>>;
  let a: TestApp;
  let b: TestApp;
  beforeAll(async () => {
    smtp = await startTestSmtp();
    // A deployment keeps them in the database even on the embedded one; local mode on PGlite is the one exception.
    const env = { PUBLIC_URL: "https://investar.example", PAYMENT_GATEWAY: "simulator", SMTP_URL: smtp.url, RATE_LIMITS: "on" };
    ({ a, b } = await createTwoInstances({ env }));
  });
  afterAll(async () => {
    await closeTwoInstances(a, b);
    await smtp.close();
  });

  it("are one count across instances: IsEmailExist's 60 a minute, asked alternately of both, refuses the 61st", async () => {
    const ask = (t: TestApp, i: number) =>
      t.app.inject({ method: "GET", url: `/api/auth/IsEmailExist?email=asker${i}@example.in`, remoteAddress: "203.0.113.7" });
    for (let i = 0; i < 60; i++) expect((await ask(i % 2 === 0 ? a : b, i)).statusCode).toBe(200);
    const refused = await ask(a, 60);
    expect(refused.statusCode).toBe(429);
    expect(refused.headers["retry-after"]).toBeDefined();
    expect((await ask(b, 61)).statusCode).toBe(429);
    // Another address has its own count, and another route too.
    expect(
      (await b.app.inject({ method: "GET", url: "/api/auth/IsEmailExist?email=x@example.in", remoteAddress: "203.0.113.8" })).statusCode,
    ).toBe(200);
  });

  it("are swept with expired abuse-limit hits, keeping what still counts", async () => {
    const now = new Date();
    await a.db.insert(schema.rateLimitCounters).values([
      { key: "GET /old|203.0.113.9", count: 3, resetsAt: sql`now() - interval '1 second'` },
      { key: "GET /live|203.0.113.9", count: 3, resetsAt: sql`now() + interval '1 hour'` },
    ]);
    await a.db.insert(schema.rateLimitHits).values([
      { rule: "codes-per-account", key: "user:1", at: new Date(now.getTime() - 25 * 3_600_000) },
      { rule: "codes-per-account", key: "user:1", at: new Date(now.getTime() - 23 * 3_600_000) },
    ]);
    const swept = await sweepExpiredLimits(a.app.deps);
    expect(swept.hits).toBe(1);
    expect(swept.counters).toBeGreaterThanOrEqual(1);
    const keys = (await a.db.select({ key: schema.rateLimitCounters.key }).from(schema.rateLimitCounters)).map((row) => row.key);
    expect(keys).toContain("GET /live|203.0.113.9");
    expect(keys).not.toContain("GET /old|203.0.113.9");
    expect(await a.db.select().from(schema.rateLimitHits).where(eq(schema.rateLimitHits.key, "user:1"))).toHaveLength(1);
  });
});

describe("claimed runs of a periodic job", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => t.close());

  it("go to one holder at a time, are not due again before the interval, and pass on when a lease runs out", async () => {
    const [first, second] = [newJobHolderId(), newJobHolderId()];
    expect(await claimJobRun(t.db, "claims", first, 60_000)).toBe(true);
    expect(await claimJobRun(t.db, "claims", second, 60_000)).toBe(false);
    await finishJobRun(t.db, "claims", first, 60_000, null);
    // Released, but the next run is an interval after this one started.
    expect(await claimJobRun(t.db, "claims", second, 60_000)).toBe(false);

    // A holder that died: its short lease passes and the run is someone else's.
    expect(await claimJobRun(t.db, "crashed holder", first, 1)).toBe(true);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(await claimJobRun(t.db, "crashed holder", second, 60_000)).toBe(true);
    const [row] = await t.db.select().from(schema.jobRuns).where(eq(schema.jobRuns.name, "crashed holder"));
    expect(row?.lockedBy).toBe(second);
  });

  it("run once per interval however many schedulers poll, while a run in progress keeps its lease", async () => {
    let runs = 0;
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    const run = async () => {
      runs += 1;
      await held;
    };
    // Polling every 200 ms with a lease far shorter than the run: only the renewals keep the others out.
    const jobs = [1, 2, 3].map(() => startIntervalJob("shared", 200, run, quietLog, { db: t.db, leaseMs: 300 }));
    await expect.poll(() => runs).toBe(1);
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    expect(runs).toBe(1);
    release();
    await Promise.all(jobs.map((job) => job.stop()));
    const [row] = await t.db.select().from(schema.jobRuns).where(eq(schema.jobRuns.name, "shared"));
    expect(row).toMatchObject({ lockedBy: null, lockedUntil: null, lastError: null });
    expect(row!.nextRunAt.getTime() - row!.lastStartedAt!.getTime()).toBe(200);
  });
});
