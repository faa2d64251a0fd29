import { count, eq, inArray, like, lt, sql } from "drizzle-orm";
import { schema } from "@investar/db";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DELETE_BATCH } from "../src/database/delete-in-batches.ts";
import { SIGN_UP_BATCH } from "../src/features/account-closure/services/remove-unactivated-sign-ups.ts";
import { runPrivacyPass } from "../src/features/account-closure/services/run-privacy-pass.ts";
import { removeUnactivatedSignUps } from "../src/features/account-closure/services/remove-unactivated-sign-ups.ts";
import { purgeExpiredLogs } from "../src/features/marketing/index.ts";
import { FOLLOW_UP_MS, startIntervalJob } from "../src/jobs/interval-job.ts";
import type { PassBudget } from "../src/jobs/pass-budget.ts";
import { createUser } from "./support/sessions.ts";
import { createTestApp, type TestApp } from "./support/test-app.ts";

// docs/business-rules.md#retention at the business's size (ADR 0056): a backlog larger than one batch goes in one
// pass, each account's traces with it, and two passes at once share the work.
const DAY = 86_400_000;
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({ seed: false });
});
afterAll(() => t.close());

const deps = () => t.app.deps;
/** A pass given all the time it needs: what one pass removes, however slow the machine (the budget has its own case below). */
const unbounded: PassBudget = { spent: () => false };
const ago = (days: number) => new Date(deps().now().getTime() - days * DAY);

/** `n` sign-ups never activated, 40 days old, each mailed, audited by address, logged from a browser and rate limited. */
async function staleSignUps(prefix: string, n: number) {
  const users = await t.db
    .insert(schema.users)
    .values(
      Array.from({ length: n }, (_, i) => ({
        email: `${prefix}.${i}@Example.in`,
        fullName: `${prefix} Person ${i}`,
        mobileNo: `98${String(i).padStart(8, "0")}`,
        isEmailVerified: false,
        registrationIp: `10.9.${i % 250}.7`,
        createdAt: ago(40),
      })),
    )
    .returning({ id: schema.users.id, email: schema.users.email });
  const lower = users.map((user) => user.email.toLowerCase());
  await t.db
    .insert(schema.mailOutbox)
    .values([
      ...lower.map((to) => ({ to, subject: "Activate your account", text: "Click the link.", html: "<p>Click</p>", createdAt: ago(40) })),
      ...lower.map((email) => ({ to: "desk@investar.in", subject: "Feedback", text: `From ${email}: thanks`, html: "<p>x</p>" })),
    ]);
  await t.db.insert(schema.auditLog).values(
    users.map((user) => ({
      action: "user-activation-mail-sent",
      subject: `user:${user.id}`,
      details: { email: user.email },
      at: ago(40),
    })),
  );
  await t.db.insert(schema.clientLogs).values(users.map((user) => ({ userId: user.id, fileName: "app.log", text: "started" })));
  await t.db
    .insert(schema.rateLimitCounters)
    .values(users.map((user) => ({ key: `login:user:${user.id}`, count: 1, resetsAt: new Date(Date.now() + DAY) })));
  return users;
}

/** Which of these users still have a row. */
const usersLeftOf = (users: Array<{ id: number }>) =>
  t.db
    .select()
    .from(schema.users)
    .where(
      inArray(
        schema.users.id,
        users.map((user) => user.id),
      ),
    );

describe("the retention pass at scale", () => {
  it("removes a backlog of more than one batch in one pass, with every trace; a row still pointed at stays, erased", async () => {
    const n = SIGN_UP_BATCH + 7;
    const users = await staleSignUps("backlog", n);
    const kept = await createUser(t);
    // A staff wallet credit to one of them: the ledger is kept eight years, so that row cannot go.
    const pointedAt = users[3]!;
    await t.db
      .insert(schema.walletLedger)
      .values({ userId: pointedAt.id, currency: "INR", kind: "general", amount: 5000, reason: "goodwill" });
    const ids = users.map((user) => user.id);
    // Filed under something else, found by the address its details mention.
    const [elsewhere] = await t.db
      .insert(schema.auditLog)
      .values({
        action: "privacy-request-received",
        subject: "privacy-request:PR-1",
        details: { from: `Write to ${users[5]!.email} please` },
      })
      .returning({ id: schema.auditLog.id });

    const report = await runPrivacyPass(deps(), undefined, unbounded);

    expect(report.removedSignUps).toBe(n);
    const left = await t.db
      .select()
      .from(schema.users)
      .where(inArray(schema.users.id, [...ids, kept.userId]));
    expect(left.map((user) => user.id).sort()).toEqual([pointedAt.id, kept.userId].sort());
    expect(left.find((user) => user.id === pointedAt.id)).toMatchObject({
      email: `erased-${pointedAt.id}@erased.invalid`,
      fullName: "Erased account",
    });
    const mails = await t.db.select({ n: count() }).from(schema.mailOutbox).where(like(schema.mailOutbox.text, "%backlog.%"));
    expect(mails[0]!.n).toBe(0);
    expect(await t.db.select().from(schema.mailOutbox).where(like(schema.mailOutbox.to, "backlog.%"))).toEqual([]);
    const trail = await t.db
      .select()
      .from(schema.auditLog)
      .where(
        inArray(
          schema.auditLog.subject,
          ids.map((id) => `user:${id}`),
        ),
      );
    expect(trail).toHaveLength(n);
    for (const row of trail) expect(row.details).toEqual({ email: "[erased]" });
    const [scrubbed] = await t.db.select().from(schema.auditLog).where(eq(schema.auditLog.id, elsewhere!.id));
    expect(scrubbed!.details).toEqual({ from: "Write to [erased] please" });
    expect(await t.db.select().from(schema.clientLogs).where(inArray(schema.clientLogs.userId, ids))).toEqual([]);
    expect(
      await t.db
        .select()
        .from(schema.rateLimitCounters)
        .where(
          inArray(
            schema.rateLimitCounters.key,
            ids.map((id) => `login:user:${id}`),
          ),
        ),
    ).toEqual([]);

    expect(await runPrivacyPass(deps())).toMatchObject({ removedSignUps: 0 });
  });

  it("two passes at once remove each sign-up once between them", async () => {
    const users = await staleSignUps("twice", SIGN_UP_BATCH + 3);
    const [first, second] = await Promise.all([removeUnactivatedSignUps(deps()), removeUnactivatedSignUps(deps())]);
    expect(first.removed + second.removed).toBe(users.length);
    expect(await usersLeftOf(users)).toEqual([]);
  });

  it("deletes old records beyond one batch by age and keeps the younger ones", async () => {
    const user = await createUser(t);
    const old = DELETE_BATCH + 25;
    await t.db
      .insert(schema.loginAttempts)
      .values([
        ...Array.from({ length: old }, () => ({ userId: user.userId, succeeded: 1, ip: "10.0.0.1", at: ago(400) })),
        { userId: user.userId, succeeded: 1, ip: "10.0.0.1", at: ago(300) },
      ]);
    await t.db
      .insert(schema.clientLogs)
      .values([
        ...Array.from({ length: DELETE_BATCH + 2 }, () => ({ fileName: "app.log", text: "old", at: ago(100) })),
        { fileName: "app.log", text: "recent", at: ago(10) },
      ]);

    const report = await runPrivacyPass(deps());
    expect(report.loginAttempts).toBe(old);
    const attempts = await t.db
      .select({ at: schema.loginAttempts.at })
      .from(schema.loginAttempts)
      .where(eq(schema.loginAttempts.userId, user.userId));
    expect(attempts.filter((row) => row.at < ago(365))).toEqual([]);
    // The one of 300 days ago stays (kept a year); the one the sign-in just made too.
    expect(attempts.filter((row) => row.at < ago(200))).toHaveLength(1);
    expect(await purgeExpiredLogs(deps())).toEqual({ conversionLogs: 0, clientLogs: DELETE_BATCH + 2 });
    const logs = await t.db
      .select({ text: schema.clientLogs.text })
      .from(schema.clientLogs)
      .where(lt(schema.clientLogs.at, sql`now()`));
    expect(logs.map((row) => row.text)).toEqual(["recent"]);
  });

  it("a pass that spends its budget leaves the rest to the next, every step a batch further, and says so", async () => {
    const user = await createUser(t);
    const signUps = await staleSignUps("bounded", SIGN_UP_BATCH + 5);
    await t.db
      .insert(schema.loginAttempts)
      .values(Array.from({ length: DELETE_BATCH + 3 }, () => ({ userId: user.userId, succeeded: 1, ip: "10.0.0.2", at: ago(400) })));
    const spentAlready: PassBudget = { spent: () => true };

    const first = await runPrivacyPass(deps(), undefined, spentAlready);
    expect(first).toMatchObject({ removedSignUps: SIGN_UP_BATCH, loginAttempts: DELETE_BATCH, complete: false });
    const second = await runPrivacyPass(deps());
    expect(second).toMatchObject({ removedSignUps: 5, loginAttempts: 3, complete: true });

    expect(await usersLeftOf(signUps)).toEqual([]);
    const passes = await t.db
      .select({ details: schema.auditLog.details })
      .from(schema.auditLog)
      .where(eq(schema.auditLog.action, "privacy-pass"))
      .orderBy(schema.auditLog.id);
    expect(passes.slice(-2).map((row) => (row.details as { complete: boolean }).complete)).toEqual([false, true]);
  });

  it("a run that left work is due again after the follow-up pause, not a whole interval", async () => {
    const hour = 3_600_000;
    const nextAfter = async (name: string, leftWork: boolean) => {
      const job = startIntervalJob(
        name,
        hour,
        async () => ({ complete: !leftWork }),
        quietLog,
        { db: t.db, leaseMs: 60_000 },
        {
          leftWork: (result) => !result.complete,
        },
      );
      await expect.poll(() => job.status().lastRunAt).not.toBeNull();
      await job.stop();
      const [row] = await t.db.select().from(schema.jobRuns).where(eq(schema.jobRuns.name, name));
      return row!.nextRunAt.getTime() - row!.lastStartedAt!.getTime();
    };
    expect(await nextAfter("bounded pass with a backlog", true)).toBe(FOLLOW_UP_MS);
    expect(await nextAfter("bounded pass done", false)).toBe(hour);
  });
});

const quietLog = { info() {}, warn() {}, error() {} };
