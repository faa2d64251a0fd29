/**
 * ADR 0048: `npm run cli -- renewals run [--at]` while the server runs on the embedded database, which only
 * the server may open: the command asks the server over DATA_DIR/renewals.sock. Passes in parallel (two
 * commands, or a command beside the server's own) charge once; with the server stopped the command runs the
 * pass itself.
 */
import { spawn } from "node:child_process";
import { eq } from "drizzle-orm";
import { afterAll, describe, expect, it } from "vitest";
import { openDatabase, schema, type Database } from "@investar/db";
import { giveMandateIn } from "../support/mandates.ts";
import { freePort, killServers, startHealthyServer } from "../support/processes.ts";
import { seededDataDir } from "../support/seeded-data-dir.ts";

afterAll(killServers);

const root = new URL("../../../..", import.meta.url).pathname;
const dataDir = seededDataDir("investar-renewals-");
/** The server's own renewals job is off, so only the commands below make passes, as of the moments they name. */
const env = { DATA_DIR: dataDir, RENEWAL_JOB_INTERVAL_SECONDS: "0", LOG_LEVEL: "warn" };

/** The command as an operator runs it, in its own process. */
function cli(...args: string[]): Promise<{ status: number | null; stdout: string; stderr: string }> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, ["apps/server/src/cli.ts", ...args], { cwd: root, env: { ...process.env, ...env } });
    let stdout = "";
    let stderr = "";
    child.stdout.on("data", (chunk) => (stdout += chunk));
    child.stderr.on("data", (chunk) => (stderr += chunk));
    child.once("exit", (status) => resolve({ status, stdout, stderr }));
  });
}

async function withDatabase<T>(use: (db: Database) => Promise<T>): Promise<T> {
  const database = await openDatabase({ kind: "pglite", dataDir });
  try {
    return await use(database.db);
  } finally {
    await database.close();
  }
}

/** A quarter ending on 20 Mar 2027 (18:30 UTC is midnight in India), renewed by a card mandate. */
const EXPIRY = "2027-03-20";
const ENDS_AT = Date.parse("2027-03-20T18:30:00Z");
const at = (offsetHours: number) => new Date(ENDS_AT + offsetHours * 3_600_000).toISOString();

describe("renewals run beside a running server on the embedded database", () => {
  it(
    "asks the server for the pass, charges once whatever runs in parallel, and runs by itself once the server stops",
    { timeout: 300_000 },
    async () => {
      const port = await freePort();
      let server = await startHealthyServer(port, env);
      const email = `renews.${Date.now()}@example.in`;
      const registered = await fetch(`${server.base}/api/auth/register`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ FullName: "Anita Rao", Email: email, MobileNo: "9820012345", RegSrc: "Normal", AgeConfirmed: true }),
      });
      expect(registered.status).toBe(200);
      server.child.kill("SIGTERM");
      expect(await server.exited).toBe(0);

      const userId = await withDatabase(async (db) => {
        const [user] = await db.update(schema.users).set({ trialEndsAt: null }).where(eq(schema.users.email, email)).returning();
        await db
          .insert(schema.userSubscriptions)
          .values({ userId: user!.id, kind: "tool", isSubscribed: true, baseProduct: "Standard", plan: "Quarter", expiryDate: EXPIRY });
        await giveMandateIn(db, new Date(), user!.id);
        return user!.id;
      });

      server = await startHealthyServer(port, env);
      const notice = await cli("renewals", "run", "--at", at(-30));
      expect(notice.stderr).toBe("");
      expect(notice.stdout).toContain(`Auto-renew pass as of ${at(-30)}:`);
      expect(notice.stdout).toContain("notified: 1");

      // Two operators at once at the debit: one pass charges, the other waits for it and finds nothing left.
      const [first, second] = await Promise.all([cli("renewals", "run", "--at", at(0)), cli("renewals", "run", "--at", at(0))]);
      expect([first.status, second.status]).toEqual([0, 0]);
      expect([first.stdout, second.stdout].filter((out) => out.includes("paid: 1"))).toHaveLength(1);

      const bad = await cli("renewals", "run", "--at", "tomorrow");
      expect(bad.status).toBe(1);
      expect(bad.stderr).toContain('"tomorrow" is not an ISO time with its time zone');

      server.child.kill("SIGTERM");
      expect(await server.exited).toBe(0);
      // No server: the command opens the database itself.
      const alone = await cli("renewals", "run", "--at", at(1));
      expect(alone.stderr).toBe("");
      expect(alone.stdout).toContain(`Auto-renew pass as of ${at(1)}:`);
      expect(alone.stdout).not.toContain("paid:");

      await withDatabase(async (db) => {
        const orders = await db.select().from(schema.orders).where(eq(schema.orders.userId, userId));
        expect(orders.map((order) => order.status)).toEqual(["paid"]);
        const [subscription] = await db.select().from(schema.userSubscriptions).where(eq(schema.userSubscriptions.userId, userId));
        expect(subscription!.expiryDate).toBe("2027-06-20");
        const debits = await db.select().from(schema.mandateDebits).where(eq(schema.mandateDebits.userId, userId));
        expect(debits).toMatchObject([{ status: "paid", chargeRef: orders[0]!.orderNumber }]);
      });
    },
  );
});
