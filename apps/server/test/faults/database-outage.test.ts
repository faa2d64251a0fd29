/**
 * ADR 0013: a server process on a PostgreSQL that restarts, stops and comes back, as a managed database
 * does on failover or maintenance. The cluster is the test's own (it stops it), not the shared one.
 */
import { randomBytes } from "node:crypto";
import { and, count, eq, inArray, isNull, ne } from "drizzle-orm";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openDatabase, schema, seedDemo, type DatabaseHandle } from "@investar/db";
import { hashPassword } from "../../src/auth/passwords.ts";
import { HttpCustomer } from "../support/http-client.ts";
import { freePort, killServers, startHealthyServer, waitFor, type ServerProcess } from "../support/processes.ts";
import { startTestSmtp } from "../support/test-smtp.ts";
import { announceMissingPostgres, postgresBin, startThrowawayPostgres, type ThrowawayPostgres } from "../support/throwaway-postgres.ts";

announceMissingPostgres("DATABASE FAULT TESTS");

const CONNECT_TIMEOUT_MS = 3_000;
const sessionSecret = randomBytes(32).toString("hex");
const password = "Nifty2026high";

describe.skipIf(!postgresBin)("a server on PostgreSQL while the database restarts and stops", () => {
  let cluster: ThrowawayPostgres;
  let server: ServerProcess;
  let smtp: Awaited<ReturnType<typeof startTestSmtp>>;
  let check: DatabaseHandle;
  const accounts: { userId: number; email: string; password: string }[] = [];

  beforeAll(async () => {
    cluster = await startThrowawayPostgres();
    smtp = await startTestSmtp();
    check = await openDatabase({ kind: "postgres", url: cluster.url });
    // The test's own connections die with the restarts too; only the server's are of interest.
    check.onConnectionError(() => {});
    await check.migrate();
    await seedDemo(check.db);
    for (let i = 0; i < 4; i++) {
      const email = `outage${i}.${Date.now()}@example.in`;
      const [row] = await check.db
        .insert(schema.users)
        .values({
          email,
          fullName: `Shopper ${i}`,
          mobileNo: "9820012345",
          isEmailVerified: true,
          passwordHash: await hashPassword(password),
          trialEndsAt: new Date(Date.now() + 7 * 86_400_000),
        })
        .returning({ id: schema.users.id });
      accounts.push({ userId: row!.id, email, password });
    }
    server = await startHealthyServer(await freePort(), {
      DATABASE_URL: cluster.url,
      DATABASE_CONNECT_TIMEOUT_MS: String(CONNECT_TIMEOUT_MS),
      DATABASE_STATEMENT_TIMEOUT_MS: "1500",
      SESSION_SECRET: sessionSecret,
      SMTP_URL: smtp.url,
      OUTBOX_RETRY_SECONDS: "1",
      PAYMENT_RECONCILE_INTERVAL_SECONDS: "1",
      PAYMENT_RECONCILE_AFTER_MINUTES: "0",
    });
  }, 120_000);

  afterAll(async () => {
    killServers();
    await check?.close();
    await smtp?.close();
    await cluster?.destroy();
  });

  const customer = (i = 0) => new HttpCustomer(server.base, accounts[i]!, sessionSecret);
  const get = (path: string) => fetch(`${server.base}${path}`, { signal: AbortSignal.timeout(CONNECT_TIMEOUT_MS + 5_000) });

  it("rides out pg_ctl restart: idle connections are dropped and the next requests work again", async () => {
    const before = customer();
    await before.login();
    await before.quote();
    await cluster.restart();
    await waitFor("health after the restart", async () => (await get("/api/health")).status === 200, 10_000);
    const after = customer();
    await after.login();
    expect(after.answers.at(-1)).toMatchObject({ step: "login", status: 200 });
    expect(server.child.exitCode).toBeNull();
    expect(server.output()).toMatch(/database connection lost; the pool reconnects on demand/);
    expect(server.output()).not.toMatch(/Unhandled 'error' event/);
  }, 60_000);

  it("answers 503 with Retry-After while the database is stopped, and recovers when it is back", async () => {
    const login = await fetch(`${server.base}/api/auth/login`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ userName: accounts[1]!.email, password }),
    });
    const token = ((await login.json()) as { tokenString: string }).tokenString;
    await cluster.stop();
    try {
      // A login needs the database (a quote may be answered from the cached catalogue).
      const api = await fetch(`${server.base}/api/auth/login`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ userName: accounts[1]!.email, password }),
        signal: AbortSignal.timeout(CONNECT_TIMEOUT_MS + 5_000),
      });
      expect(api.status).toBe(503);
      expect(api.headers.get("retry-after")).toBe("5");
      expect(await api.json()).toEqual({
        code: "Unavailable",
        message: "The service is temporarily unavailable. Please try again in a moment.",
      });

      // A good health answer is kept for a second (the public-answer cache), so the check turns 503 right after.
      await waitFor("health to answer 503", async () => (await get("/api/health")).status === 503, 5_000);
      const ready = await get("/api/health/ready");
      expect(ready.status).toBe(503);
      expect(await ready.json()).toMatchObject({ status: "not-ready", database: { status: "down" } });

      // A page whose loader reads the database (a fresh URL, so no cached copy answers), and a signed-in visitor's page.
      const loaderPage = await get(`/?visit=${Date.now()}`);
      const signedIn = await fetch(`${server.base}/pricing`, {
        headers: { authorization: `Bearer ${token}` },
        signal: AbortSignal.timeout(CONNECT_TIMEOUT_MS + 5_000),
      });
      for (const page of [loaderPage, signedIn]) {
        expect(page.status).toBe(503);
        expect(page.headers.get("content-type")).toMatch(/text\/html/);
        expect(page.headers.get("retry-after")).toBe("5");
        expect(await page.text()).toMatch(/Investar is temporarily unavailable/);
      }
    } finally {
      await cluster.start();
    }
    await waitFor("health after the database came back", async () => (await get("/api/health")).status === 200, 10_000);
    const back = customer(1);
    await back.login();
    await back.viewPage("/pricing");
    expect(back.answers.map((answer) => answer.status)).toEqual([200, 200]);
    expect(server.child.exitCode).toBeNull();
  }, 60_000);

  it("answers 503, not 500, when a query runs over the statement timeout", async () => {
    const blocker = new pg.Client({ connectionString: cluster.url });
    await blocker.connect();
    try {
      // Another session holds the users table: the login's query waits until statement_timeout cancels it.
      await blocker.query("BEGIN; LOCK TABLE users IN ACCESS EXCLUSIVE MODE");
      const slow = customer(2);
      const response = await fetch(`${server.base}/api/auth/login`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ userName: accounts[2]!.email, password }),
        signal: AbortSignal.timeout(10_000),
      });
      expect(response.status).toBe(503);
      expect(response.headers.get("retry-after")).toBe("5");
      await blocker.query("ROLLBACK");
      await slow.login();
      expect(slow.answers.at(-1)?.status).toBe(200);
    } finally {
      await blocker.end();
    }
  }, 30_000);

  it("under 60 s of mixed load with a database restart in the middle: no 500, no exit, each order settled once, no mail twice", async () => {
    const customers = accounts.map((_, i) => customer(i));
    const orders: string[] = [];
    const deadline = Date.now() + 60_000;
    const shop = async (shopper: HttpCustomer) => {
      for (let round = 0; Date.now() < deadline; round++) {
        await shopper.login();
        await shopper.quote();
        await shopper.viewPage(round % 2 ? "/pricing" : "/");
        const orderNumber = await shopper.buy(round % 3 === 2 ? "Simulate failure" : "Simulate success");
        if (orderNumber) orders.push(orderNumber);
      }
    };
    const restart = (async () => {
      await new Promise((resolve) => setTimeout(resolve, 25_000));
      await cluster.restart();
    })();
    await Promise.all([...customers.map(shop), restart]);

    const answers = customers.flatMap((shopper) => shopper.answers);
    expect(answers.length).toBeGreaterThan(50);
    expect(answers.filter((answer) => answer.status >= 500 && answer.status !== 503)).toEqual([]);
    expect(answers.filter((answer) => answer.status === 503 && answer.retryAfter !== "5")).toEqual([]);
    expect(server.child.exitCode).toBeNull();

    // Every payment the gateway took ends paid, and activated once (reconciliation settles returns cut off by the restart).
    const o = schema.orders;
    const taken = await check.db
      .select()
      .from(schema.paymentSimulatorTransactions)
      .where(eq(schema.paymentSimulatorTransactions.status, "Successful"));
    expect(taken.length).toBeGreaterThan(0);
    const takenNumbers = taken.map((t) => t.orderNumber);
    const unsettled = () =>
      check.db
        .select({
          orderNumber: o.orderNumber,
          status: o.status,
          reconcileAttempts: o.reconcileAttempts,
          lastReconciledAt: o.lastReconciledAt,
        })
        .from(o)
        .where(and(inArray(o.orderNumber, takenNumbers), ne(o.status, "paid")));
    // A reconciliation run cut off by the restart holds its claim until its lease (JOB_LEASE_SECONDS, a minute) passes.
    await waitFor("reconciliation to settle every paid order", async () => (await unsettled()).length === 0, 90_000).catch(
      async (error: Error) => {
        const runs = await check.db.select().from(schema.jobRuns);
        throw new Error(`${error.message}: ${JSON.stringify({ unsettled: await unsettled(), runs })}\n${server.output().slice(-3000)}`);
      },
    );
    const all = await check.db.select().from(o).where(inArray(o.orderNumber, orders));
    expect(all.filter((order) => !["paid", "failed"].includes(order.status))).toEqual([]);
    const paidMoves = await check.db
      .select({ subject: schema.auditLog.subject, n: count() })
      .from(schema.auditLog)
      .where(eq(schema.auditLog.action, "order-paid"))
      .groupBy(schema.auditLog.subject);
    expect(paidMoves.filter((move) => move.n !== 1)).toEqual([]);
    expect(paidMoves).toHaveLength(taken.length);

    // Receipts: one per paid order, each delivered once, once the outbox has drained.
    // A mail whose claim was cut off by the restart waits for its lease (a minute) before it is tried again.
    await waitFor(
      "the outbox to drain",
      async () => {
        const [left] = await check.db.select({ n: count() }).from(schema.mailOutbox).where(isNull(schema.mailOutbox.sentAt));
        return left!.n === 0;
      },
      90_000,
    ).catch(async (error: Error) => {
      const left = await check.db.select().from(schema.mailOutbox).where(isNull(schema.mailOutbox.sentAt));
      throw new Error(
        `${error.message}: ${JSON.stringify(left.map(({ id, attempts, nextAttemptAt, lastError }) => ({ id, attempts, nextAttemptAt, lastError })))}\n${server.output().slice(-3000)}`,
      );
    });
    const bodies = smtp.received.map((mail) => mail.raw.replace(/=\r?\n/g, ""));
    for (const { orderNumber } of taken) expect(bodies.filter((body) => body.includes(orderNumber))).toHaveLength(1);
    const [outboxRows] = await check.db.select({ n: count() }).from(schema.mailOutbox);
    expect(smtp.received).toHaveLength(outboxRows!.n);
  }, 300_000);
});
