/**
 * docs/architecture.md#flow-reconciliation: the server dies (SIGKILL) after the gateway took the payment and before the customer's
 * return arrived. After a restart, the reconciliation job asks the gateway, which answers "paid", and
 * the order is activated exactly once, also when the late return finally arrives.
 */
import { spawn, type ChildProcess } from "node:child_process";
import { randomBytes } from "node:crypto";
import { mkdtempSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { and, eq } from "drizzle-orm";
import { afterAll, describe, expect, it } from "vitest";
import pg from "pg";
import { openDatabase, schema, seedDemo, type DatabaseTarget } from "@investar/db";
import { encryptPaymentRequest } from "@investar/core";
import { paymentRequestPassphrase } from "../src/features/payments/services/payment-request-passphrase.ts";
import { paymentRequest } from "./support/checkout.ts";
import { parseForm } from "./support/payments.ts";
import { databaseKind } from "./support/test-app.ts";
import { insertVerifiedAccount } from "./support/verified-account.ts";

const root = new URL("../../..", import.meta.url).pathname;
const dataDir = mkdtempSync(join(tmpdir(), "investar-crash-"));
const sessionSecret = randomBytes(32).toString("hex");
const children: ChildProcess[] = [];

afterAll(() => {
  for (const child of children) if (child.exitCode === null) child.kill("SIGKILL");
});

/** The embedded database in DATA_DIR, or (INTEGRATION_DB=postgres) a fresh database on TEST_DATABASE_URL's server. */
async function crashDatabase(): Promise<{ target: DatabaseTarget; env: Record<string, string> }> {
  if (databaseKind === "pglite") return { target: { kind: "pglite", dataDir }, env: {} };
  const server = process.env.TEST_DATABASE_URL!;
  const name = `investar_crash_${randomBytes(6).toString("hex")}`;
  const admin = new pg.Client({ connectionString: server });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(server);
  url.pathname = `/${name}`;
  return { target: { kind: "postgres", url: url.toString() }, env: { DATABASE_URL: url.toString() } };
}

async function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const server = createServer().listen(0, "127.0.0.1", () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

function startServer(port: number, env: Record<string, string>) {
  const child = spawn(process.execPath, ["apps/server/src/main.ts"], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(port),
      DATA_DIR: dataDir,
      SESSION_SECRET: sessionSecret,
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      LOG_LEVEL: "warn",
      RATE_LIMITS: "off",
      ...env,
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  children.push(child);
  let output = "";
  child.stdout!.on("data", (chunk) => (output += chunk));
  child.stderr!.on("data", (chunk) => (output += chunk));
  const exited = new Promise<number | null>((resolve) => child.once("exit", (code) => resolve(code)));
  return { child, exited, output: () => output };
}

/** Up and healthy; after a SIGKILL the embedded database's lock is taken over at once (its holder is gone). */
async function startHealthy(port: number, env: Record<string, string>) {
  const server = startServer(port, env);
  for (let i = 0; i < 600; i++) {
    if (server.child.exitCode !== null) break;
    try {
      if ((await fetch(`http://127.0.0.1:${port}/api/health`)).ok) return server;
    } catch {
      // not up yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`server did not start:\n${server.output()}`);
}

async function waitFor<T>(what: string, probe: () => Promise<T | null>, timeoutMs = 60_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await probe();
    if (value !== null) return value;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

const form = (fields: Record<string, string>) => ({
  method: "POST",
  headers: { "content-type": "application/x-www-form-urlencoded" },
  body: new URLSearchParams(fields).toString(),
  redirect: "manual" as const,
});

describe("a crash between payment and activation", () => {
  it("after SIGKILL and a restart, reconciliation leaves the order paid and activated exactly once", async () => {
    const email = `crash.${Date.now()}@example.in`;
    const password = "Nifty2026high";
    // The account exists before the server starts (the server holds the embedded database's lock).
    const database = await crashDatabase();
    const setup = await openDatabase(database.target);
    await setup.migrate();
    await seedDemo(setup.db);
    const userId = await insertVerifiedAccount(setup.db, { email, password, fullName: "Kiran Shah" });
    await setup.close();

    const port = await freePort();
    const base = `http://127.0.0.1:${port}`;
    // First life: no reconciliation, so only the crash and the restart can settle the order.
    const first = await startHealthy(port, { ...database.env, PAYMENT_RECONCILE_INTERVAL_SECONDS: "0" });
    const login = await fetch(`${base}/api/auth/login`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ userName: email, password }),
    });
    const auth = { authorization: `Bearer ${((await login.json()) as { tokenString: string }).tokenString}` };
    const body = await encryptPaymentRequest(
      paymentRequestPassphrase(sessionSecret),
      JSON.stringify(paymentRequest(userId, { product: "Standard", plan: "Quarter" })),
    );
    const checkout = await fetch(`${base}/api/payment/EncryptForCCAvenue`, {
      method: "POST",
      headers: { ...auth, "content-type": "application/json" },
      body: JSON.stringify(body),
    });
    expect(checkout.status).toBe(200);
    const gatewayForm = (await checkout.json()) as { action: string; fields: Record<string, string> };
    const page = parseForm(await (await fetch(`${base}${gatewayForm.action}`, form(gatewayForm.fields))).text());
    const success = page.buttons.find((button) => button.label === "Simulate success")!;
    // The simulator records the payment, and answers the page that would post the return: never delivered.
    const returnPage = parseForm(
      await (await fetch(`${base}${page.action}`, form({ ...page.fields, [success.name!]: success.value! }))).text(),
    );
    const orderNumber = returnPage.fields.orderNo!;

    first.child.kill("SIGKILL");
    await first.exited;

    const second = await startHealthy(port, {
      ...database.env,
      PAYMENT_RECONCILE_INTERVAL_SECONDS: "1",
      PAYMENT_RECONCILE_AFTER_MINUTES: "0",
    });
    const history = () =>
      fetch(`${base}/api/payment/GetUsersSubscriptions?userId=${userId}`, { headers: auth }).then(
        (r) => r.json() as Promise<Array<{ orderNumber: string; expiryDate: string }>>,
      );
    const activated = await waitFor("the reconciliation job to activate the order", async () =>
      (await history()).length > 0 ? history() : null,
    );
    expect(activated.map((row) => row.orderNumber)).toEqual([orderNumber]);

    // The customer's browser comes back late, and the job keeps running: still once.
    const late = await fetch(`${base}/api/payment/CCAvenueResponse`, form(returnPage.fields));
    expect(late.status).toBe(303);
    await new Promise((resolve) => setTimeout(resolve, 2_500));
    expect((await history()).map((row) => row.orderNumber)).toEqual([orderNumber]);

    second.child.kill("SIGTERM");
    expect(await second.exited).toBe(0);
    const check = await openDatabase(database.target);
    try {
      const [order] = await check.db.select().from(schema.orders).where(eq(schema.orders.orderNumber, orderNumber));
      expect(order!.status).toBe("paid");
      const paidMoves = await check.db
        .select()
        .from(schema.auditLog)
        .where(and(eq(schema.auditLog.subject, `order:${orderNumber}`), eq(schema.auditLog.action, "order-paid")));
      expect(paidMoves).toHaveLength(1);
      const [subscription] = await check.db.select().from(schema.userSubscriptions).where(eq(schema.userSubscriptions.userId, userId));
      expect(subscription).toMatchObject({ baseProduct: "Standard", isSubscribed: true, expiryDate: activated[0]!.expiryDate });
      const receipts = await check.db.select().from(schema.mailOutbox).where(eq(schema.mailOutbox.to, email));
      expect(receipts.filter((mail) => mail.subject.includes(orderNumber))).toHaveLength(1);
    } finally {
      await check.close();
    }
  }, 180_000);
});
