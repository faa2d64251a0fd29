/**
 * ADR 0016: two server processes on one PostgreSQL (the test's own cluster), with a real SMTP catcher, a
 * local S3 server and a CCAvenue status stand-in, as a deployment behind a load balancer runs them.
 */
import { createHash, randomBytes } from "node:crypto";
import { and, count, eq, isNull, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { encryptPaymentRequest } from "@investar/core";
import { openDatabase, schema, type DatabaseHandle } from "@investar/db";
import { startCacheBus } from "../../src/http/cache-bus.ts";
import { addVersionHistory } from "../../src/features/releases/services/add-version-history.ts";
import { paymentRequestPassphrase } from "../../src/features/payments/services/payment-request-passphrase.ts";
import { startCcavenueStandIn } from "../support/ccavenue-stand-in.ts";
import { paymentRequest } from "../support/checkout.ts";
import { multipartForm, sampleFiles } from "../support/multipart.ts";
import { freePort, killServers, startHealthyServer, waitFor, type ServerProcess } from "../support/processes.ts";
import { startTestS3, type TestS3 } from "../support/test-s3.ts";
import { startTestSmtp } from "../support/test-smtp.ts";
import { announceMissingPostgres, postgresBin, startThrowawayPostgres, type ThrowawayPostgres } from "../support/throwaway-postgres.ts";
import { insertVerifiedAccount } from "../support/verified-account.ts";

announceMissingPostgres("TWO-INSTANCE TESTS");

const sessionSecret = randomBytes(32).toString("hex");
const workingKey = "ABCDEF0123456789ABCDEF0123456789";
const accessCode = "AVTEST00TEST00ABCD";
const password = "Nifty2026high";
const quietLog = { info() {}, warn() {}, error() {} };

describe.skipIf(!postgresBin)("two instances on one PostgreSQL", () => {
  let cluster: ThrowawayPostgres;
  let smtp: Awaited<ReturnType<typeof startTestSmtp>>;
  let s3: TestS3;
  let ccavenue: Awaited<ReturnType<typeof startCcavenueStandIn>>;
  let check: DatabaseHandle;
  let instances: [ServerProcess, ServerProcess];

  beforeAll(async () => {
    cluster = await startThrowawayPostgres();
    smtp = await startTestSmtp();
    s3 = await startTestS3();
    ccavenue = await startCcavenueStandIn(workingKey, accessCode);
    const env = {
      DATABASE_URL: cluster.url,
      SESSION_SECRET: sessionSecret,
      SMTP_URL: smtp.url,
      ...s3.env(),
      RATE_LIMITS: "on",
      OUTBOX_RETRY_SECONDS: "1",
      ...ccavenue.env(),
      PAYMENT_RECONCILE_INTERVAL_SECONDS: "1",
      PAYMENT_RECONCILE_AFTER_MINUTES: "0",
      JOB_LEASE_SECONDS: "2",
    };
    // Started together on an empty database: one migrates and seeds while the other waits for it.
    const [a, b] = await Promise.all([startHealthyServer(await freePort(), env), startHealthyServer(await freePort(), env)]);
    instances = [a, b];
    check = await openDatabase({ kind: "postgres", url: cluster.url });
    // The test's own connections die with the restart below too.
    check.onConnectionError(() => {});
  }, 180_000);

  afterAll(async () => {
    killServers();
    await check?.close();
    await smtp?.close();
    await s3?.close();
    await ccavenue?.close();
    await cluster?.destroy();
  });

  const [A, B] = [0, 1] as const;
  const call = (which: 0 | 1, path: string, init: RequestInit = {}) =>
    fetch(`${instances[which].base}${path}`, { ...init, signal: AbortSignal.timeout(20_000) });
  const postJson = (which: 0 | 1, path: string, body: unknown, headers: Record<string, string> = {}) =>
    call(which, path, { method: "POST", headers: { "content-type": "application/json", ...headers }, body: JSON.stringify(body) });

  async function account(): Promise<{ userId: number; email: string }> {
    const email = `two.${randomBytes(4).toString("hex")}@example.in`;
    const userId = await insertVerifiedAccount(check.db, { email, password, fullName: "Kavya Menon" });
    return { userId, email };
  }

  async function logIn(which: 0 | 1, email: string): Promise<string> {
    const response = await postJson(which, "/api/auth/login", { userName: email, password });
    expect(response.status).toBe(200);
    return ((await response.json()) as { tokenString: string }).tokenString;
  }

  it("sends one mail per registration, whichever instance took it and both outbox workers polling", async () => {
    const emails = Array.from({ length: 6 }, (_, i) => `signup.${i}.${randomBytes(3).toString("hex")}@example.in`);
    for (const [i, email] of emails.entries()) {
      const response = await postJson(i % 2 === 0 ? A : B, "/api/auth/register", {
        FullName: "Meera Iyer",
        Email: email,
        MobileNo: "9820012345",
        AgeConfirmed: true,
        RegSrc: "Normal",
      });
      expect(response.status).toBe(200);
    }
    for (const email of emails) expect((await smtp.nextMailTo(email, 20_000)).raw).toMatch(/confirm-email/i);
    await waitFor("every queued mail to be recorded as sent", async () => {
      const [row] = await check.db.select({ n: count() }).from(schema.mailOutbox).where(isNull(schema.mailOutbox.sentAt));
      return row!.n === 0;
    });
    // Both workers poll every few seconds: any second copy would have gone out by now.
    await new Promise((resolve) => setTimeout(resolve, 6_000));
    expect(smtp.received.filter((mail) => emails.some((email) => mail.to.includes(email)))).toEqual([]);
  }, 60_000);

  it("accepts a session made on one instance on the other, and a logout on either ends it on both", async () => {
    const { userId, email } = await account();
    const token = await logIn(A, email);
    const auth = { authorization: `Bearer ${token}` };
    const onB = await call(B, `/api/user/GetMemberInfoProfile?userId=${userId}`, { headers: auth });
    expect(onB.status).toBe(200);
    expect((await call(A, `/api/user/GetMemberInfoProfile?userId=${userId}`, { headers: auth })).status).toBe(200);

    expect((await call(B, "/api/auth/logout", { method: "POST", headers: auth })).status).toBe(200);
    expect((await call(A, `/api/user/GetMemberInfoProfile?userId=${userId}`, { headers: auth })).status).toBe(401);
  });

  it("counts failed logins split across both instances against one limit", async () => {
    const { email } = await account();
    for (let i = 0; i < 100; i++) {
      const response = await postJson(i % 2 === 0 ? A : B, "/api/auth/login", { userName: email, password: "wrong-password-1" });
      expect(response.status, `attempt ${i + 1}`).toBe(401);
    }
    const refused = await postJson(A, "/api/auth/login", { userName: email, password: "wrong-password-1" });
    expect(refused.status).toBe(429);
    expect(((await refused.json()) as { message: string }).message).toMatch(
      /^Too many failed login attempts for this account from new devices/,
    );
    // The right password from a new browser on the other instance meets the same full counter.
    expect((await postJson(B, "/api/auth/login", { userName: email, password })).status).toBe(429);
  }, 120_000);

  it("counts a route's per-address limit across both instances (IsEmailExist, 60 a minute)", async () => {
    const ask = (which: 0 | 1, i: number) => call(which, `/api/auth/IsEmailExist?email=asker${i}@example.in`);
    for (let i = 0; i < 60; i++) expect((await ask(i % 2 === 0 ? A : B, i)).status, `request ${i + 1}`).toBe(200);
    const refused = await ask(B, 60);
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(0);
    expect((await ask(A, 61)).status).toBe(429);
  });

  const history = async (which: 0 | 1) => {
    const response = await call(which, "/api/user/GetVersionHistory?isBeta=false");
    return { cache: response.headers.get("x-cache"), entries: (await response.json()) as { version: string }[] };
  };

  /** Primes both instances' cached answers, adds an entry as the admin endpoint will, and waits for both to serve it. */
  async function publishAndSee(version: string): Promise<void> {
    for (const which of [A, B]) {
      await history(which);
      expect((await history(which)).cache).toBe("hit");
    }
    const admin = await account();
    // What the admin endpoint will call; this test process is a third instance publishing the invalidation.
    const caches = await startCacheBus(check, quietLog);
    try {
      await addVersionHistory({ db: check.db, now: () => new Date(), caches }, admin.userId, {
        version,
        releasedOn: "2031-03-01",
        isBeta: false,
        highlights: ["Sector rotation scanner"],
      });
    } finally {
      await caches.stop();
    }
    for (const which of [A, B]) {
      await waitFor(
        `instance ${which === A ? "A" : "B"} to serve ${version}`,
        async () => (await history(which)).entries[0]?.version === version,
        2_000,
      );
    }
  }

  it("serves a version-history entry, added and published once, from both instances' caches within 2 seconds", async () => {
    await publishAndSee("12.4.0");
  });

  it("still hears invalidations after a database restart, on listening connections of their own made anew", async () => {
    await cluster.restart();
    const listening = async () => {
      // node-postgres's result: the Database type leaves the driver's shape open.
      const { rows } = (await check.db.execute(
        sql`select count(*)::int as n from pg_stat_activity where query = 'LISTEN "investar_cache"'`,
      )) as unknown as { rows: { n: number }[] };
      return rows[0]!.n;
    };
    await waitFor("both instances to listen again", async () => (await listening()) === 2, 20_000);
    await publishAndSee("12.5.0");
  }, 60_000);

  it("streams a file stored through one instance from the other with the same SHA-256", async () => {
    const { userId, email } = await account();
    const auth = { authorization: `Bearer ${await logIn(A, email)}` };
    const picture = Buffer.concat([sampleFiles.png, randomBytes(1_500_000)]);
    const form = multipartForm([{ name: "file", filename: "me.png", contentType: "image/png", data: picture }]);
    const uploaded = await call(A, `/api/user/UploadFile?userId=${userId}`, {
      method: "POST",
      headers: { ...form.headers, ...auth },
      body: new Uint8Array(form.payload),
    });
    expect(uploaded.status).toBe(200);

    const served = await call(B, `/api/user/ProfilePicture?userId=${userId}`, { headers: auth });
    expect(served.status).toBe(200);
    expect(served.headers.get("content-type")).toBe("image/png");
    const sha256 = (bytes: Uint8Array) => createHash("sha256").update(bytes).digest("hex");
    expect(sha256(new Uint8Array(await served.arrayBuffer()))).toBe(sha256(picture));
  });

  it("finishes a reconciliation run once on the other instance when the one holding it is killed", async () => {
    const buyer = await account();
    const auth = { authorization: `Bearer ${await logIn(A, buyer.email)}` };
    const body = await encryptPaymentRequest(
      paymentRequestPassphrase(sessionSecret),
      JSON.stringify(paymentRequest(buyer.userId, { product: "Standard", plan: "Quarter" })),
    );
    expect((await postJson(A, "/api/payment/EncryptForCCAvenue", body, auth)).status).toBe(200);
    const [order] = await check.db
      .select()
      .from(schema.orders)
      .where(and(eq(schema.orders.userId, buyer.userId), eq(schema.orders.status, "pending")));
    const asked = () => ccavenue.queried.filter((number) => number === order!.orderNumber).length;

    // The gateway stalls on this order: whichever instance's run asks first holds the run.
    ccavenue.answers.set(order!.orderNumber, { hang: true });
    await waitFor("a reconciliation run to ask about the order", async () => asked() === 1, 15_000);
    const [run] = await check.db.select().from(schema.jobRuns).where(eq(schema.jobRuns.name, "reconciliation"));
    const holder = instances.findIndex((server) => run?.lockedBy?.includes(`:${server.child.pid}:`));
    expect(holder).not.toBe(-1);
    // Longer than the 2-second lease and the other's 1-second polls: the holder's renewals keep the run its own.
    await new Promise((resolve) => setTimeout(resolve, 3_500));
    expect(asked()).toBe(1);

    ccavenue.answers.set(order!.orderNumber, {
      json: {
        status: 0,
        order_no: order!.orderNumber,
        reference_no: 313009871234,
        order_currncy: "INR",
        error_desc: "",
        order_status: "Shipped",
        order_amt: order!.amount / 100,
      },
    });
    instances[holder]!.child.kill("SIGKILL");
    await instances[holder]!.exited;

    await waitFor(
      "the other instance to settle the order",
      async () => {
        const [now] = await check.db.select({ status: schema.orders.status }).from(schema.orders).where(eq(schema.orders.id, order!.id));
        return now?.status === "paid";
      },
      20_000,
    );
    expect(asked()).toBe(2);
    const [moves] = await check.db
      .select({ n: count() })
      .from(schema.auditLog)
      .where(and(eq(schema.auditLog.action, "order-paid"), eq(schema.auditLog.subject, `order:${order!.orderNumber}`)));
    expect(moves!.n).toBe(1);
    expect((await smtp.nextMailTo(buyer.email, 20_000)).raw).toContain(order!.orderNumber);
    const survivor = instances[1 - holder]!;
    const [after] = await check.db.select().from(schema.jobRuns).where(eq(schema.jobRuns.name, "reconciliation"));
    expect(after?.lastFinishedAt).not.toBeNull();
    expect(survivor.child.exitCode).toBeNull();
    await new Promise((resolve) => setTimeout(resolve, 3_000));
    expect(smtp.received.filter((mail) => mail.to.includes(buyer.email))).toEqual([]);
  }, 90_000);
});
