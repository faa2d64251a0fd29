import { and, eq, like } from "drizzle-orm";
import { schema } from "@investar/db";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApp } from "../src/app.ts";
import { applyScheduledChanges } from "../src/features/subscriptions/services/apply-scheduled-changes.ts";
import { listScheduledChanges } from "../src/features/subscriptions/services/scheduled-changes.ts";
import { sendRenewalReminders } from "../src/features/renewals/services/send-renewal-reminders.ts";
import { buyAtSimulator, subscriptionOf } from "./support/checkout.ts";
import { giveSubscription, PRICING_NOW, setTrialEnd } from "./support/pricing.ts";
import { createUser, type TestUser } from "./support/sessions.ts";
import { createTestApp, type TestApp } from "./support/test-app.ts";

/** ADR 0026: downgrades at renewal switch at the old expiry; reminders go out once each. */
let t: TestApp;
const DAY = 86_400_000;
let clock = PRICING_NOW;
const at = (isoDay: string) => new Date(`${isoDay}T06:30:00Z`);

beforeAll(async () => {
  t = await createTestApp({ now: () => clock });
});
afterAll(() => t.close());

async function proSubscriber(expiryDate: string, extra: Partial<typeof schema.userSubscriptions.$inferInsert> = {}): Promise<TestUser> {
  const user = await createUser(t);
  await setTrialEnd(t, user.userId, null);
  await giveSubscription(t, user.userId, { baseProduct: "Pro", plan: "Quarter", expiryDate, ...extra });
  return user;
}

const scheduled = (user: TestUser) =>
  t.app.inject({ method: "GET", url: `/api/payment/GetScheduledSubscriptionChanges?userId=${user.userId}`, headers: user.auth });

/** Restarts the process on the same database, as a deploy or crash would. */
async function restart(): Promise<void> {
  await t.app.close();
  t.app = await buildApp(t.config, { database: t.handle, now: () => clock });
  await t.app.ready();
}

describe("a renewal to a lower edition (ADR 0026)", () => {
  it("keeps Pro until the old expiry, switches to Standard the day after, once, across a restart", async () => {
    clock = PRICING_NOW;
    const user = await proSubscriber("2026-03-20");
    const { orderNumber } = await buyAtSimulator(t, user, { product: "Standard", plan: "Quarter" }, "Simulate success");
    expect((await t.db.select().from(schema.orders).where(eq(schema.orders.orderNumber, orderNumber)))[0]!.status).toBe("paid");
    const renewed = await subscriptionOf(t, user.userId);
    expect(renewed).toMatchObject({ baseProduct: "Pro", isSubscribed: true });
    expect(renewed!.expiryDate! > "2026-03-20").toBe(true);

    const shown = await scheduled(user);
    expect(shown.statusCode).toBe(200);
    expect(shown.json()).toEqual([{ kind: "tool", baseProduct: "Standard", addons: [], noOfLicenses: 1, effectiveOn: "2026-03-21" }]);

    clock = at("2026-03-20");
    expect(await applyScheduledChanges(t.app.deps)).toEqual({ applied: 0 });
    expect(await subscriptionOf(t, user.userId)).toMatchObject({ baseProduct: "Pro" });

    clock = at("2026-03-21");
    await restart();
    const parallel = await Promise.all([applyScheduledChanges(t.app.deps), applyScheduledChanges(t.app.deps)]);
    expect(parallel.reduce((sum, run) => sum + run.applied, 0)).toBe(1);
    expect(await subscriptionOf(t, user.userId)).toMatchObject({ baseProduct: "Standard", expiryDate: renewed!.expiryDate });
    // (The session from ten days ago has lapsed; the listing is read as My Subscription's loader does.)
    expect(await listScheduledChanges(t.app.deps, user.userId)).toEqual([]);
  });

  it("a cancelled change never switches, and cannot be cancelled twice", async () => {
    clock = PRICING_NOW;
    const user = await proSubscriber("2026-03-20");
    await buyAtSimulator(t, user, { product: "Standard", plan: "Quarter" }, "Simulate success");
    const cancel = () =>
      t.app.inject({
        method: "POST",
        url: `/api/payment/CancelScheduledSubscriptionChange?userId=${user.userId}&kind=tool`,
        headers: user.auth,
      });
    const other = await createUser(t);
    expect(
      (
        await t.app.inject({
          method: "POST",
          url: `/api/payment/CancelScheduledSubscriptionChange?userId=${user.userId}`,
          headers: other.auth,
        })
      ).statusCode,
    ).toBe(403);
    expect((await cancel()).json()).toMatchObject({ baseProduct: "Standard", effectiveOn: "2026-03-21" });
    expect((await cancel()).statusCode).toBe(404);
    clock = at("2026-03-25");
    await applyScheduledChanges(t.app.deps);
    expect(await subscriptionOf(t, user.userId)).toMatchObject({ baseProduct: "Pro" });
  });

  it("GetChangeSubscriptionCount counts the mobile subscription's changes too", async () => {
    const user = await proSubscriber("2026-06-20", { changesMade: 1 });
    await giveSubscription(t, user.userId, {
      kind: "mobile",
      baseProduct: "Pro",
      plan: "Quarter",
      expiryDate: "2026-06-20",
      changesMade: 2,
    });
    const res = await t.app.inject({
      method: "GET",
      url: `/api/payment/GetChangeSubscriptionCount?userId=${user.userId}`,
      headers: user.auth,
    });
    const body = res.json();
    expect(body).toMatchObject({ changesMade: 1, mobile: { changesMade: 2 } });
    expect(body.mobile.changesLeft).toBe(Math.max(0, body.changesAllowed - 2));
  });
});

describe("renewal reminders", () => {
  const remindersTo = (user: TestUser, subject: string) =>
    t.db
      .select()
      .from(schema.mailOutbox)
      .where(and(eq(schema.mailOutbox.to, user.email), like(schema.mailOutbox.subject, `${subject}%`)));

  it("sends 7, 3 and 1 day before, on expiry with the grace end, each exactly once across two instances and a restart", async () => {
    clock = at("2027-01-01");
    const user = await proSubscriber("2027-01-31", { addons: ["Intraday"] });
    const second = await buildApp(t.config, { database: t.handle, now: () => clock });
    await second.ready();
    try {
      clock = at("2027-01-20");
      expect((await sendRenewalReminders(t.app.deps))["7-days"]).toBe(0);
      const steps: [string, string, string][] = [
        ["2027-01-24", "7-days", "Your Investar subscription ends in 7 days (31 Jan 2027)"],
        ["2027-01-28", "3-days", "Your Investar subscription ends in 3 days (31 Jan 2027)"],
        ["2027-01-30", "1-day", "Your Investar subscription ends tomorrow (31 Jan 2027)"],
        ["2027-02-01", "expired", "Your Investar subscription ended on 31 Jan 2027"],
      ];
      for (const [day, kind, subject] of steps) {
        clock = at(day);
        const runs = await Promise.all([sendRenewalReminders(t.app.deps), sendRenewalReminders(second.deps)]);
        expect(
          runs.reduce((sum, run) => sum + run[kind as "7-days"], 0),
          day,
        ).toBe(1);
        // The next day, and after a restart, nothing is sent again.
        clock = new Date(clock.getTime() + DAY / 2);
        await restart();
        expect((await sendRenewalReminders(t.app.deps))[kind as "7-days"]).toBe(0);
        const mails = await remindersTo(user, subject);
        expect(mails, subject).toHaveLength(1);
        expect(mails[0]!.text).toContain("/Pricing/CustomizeSubscription?product=Pro&plan=Quarter&currency=INR&addons=Intraday");
      }
      const [expired] = await remindersTo(user, "Your Investar subscription ended");
      expect(expired!.text).toContain("grace period until 5 Feb 2027");
    } finally {
      await second.close();
    }
  });

  it("a renewal (a new expiry) starts a fresh set; customers who turned reminders off get none", async () => {
    clock = at("2027-05-24");
    const renewing = await proSubscriber("2027-05-31");
    expect((await sendRenewalReminders(t.app.deps))["7-days"]).toBeGreaterThanOrEqual(1);
    await t.db
      .update(schema.userSubscriptions)
      .set({ expiryDate: "2027-08-31" })
      .where(eq(schema.userSubscriptions.userId, renewing.userId));
    clock = at("2027-08-24");
    const quiet = await proSubscriber("2027-08-31");
    const flags = { newsletter: true, productUpdates: true, webinarInvites: true, offers: true, renewalReminders: false };
    const saved = await t.app.inject({
      method: "POST",
      url: `/api/user/SaveSubscriptionFlags?userId=${quiet.userId}`,
      payload: flags,
      headers: quiet.auth,
    });
    expect(saved.json()).toEqual(flags);
    await sendRenewalReminders(t.app.deps);
    expect(await remindersTo(renewing, "Your Investar subscription ends in 7 days")).toHaveLength(2);
    expect(await remindersTo(quiet, "Your Investar subscription")).toHaveLength(0);
  });

  it("reminds a trial user once as the trial ends, not a trial user who bought", async () => {
    clock = at("2027-10-01");
    const trying = await createUser(t);
    await setTrialEnd(t, trying.userId, new Date(clock.getTime() + 1.2 * DAY));
    const bought = await proSubscriber("2027-12-31");
    await setTrialEnd(t, bought.userId, new Date(clock.getTime() + DAY));
    expect((await sendRenewalReminders(t.app.deps))["trial-ending"]).toBe(1);
    expect((await sendRenewalReminders(t.app.deps))["trial-ending"]).toBe(0);
    const [mail] = await remindersTo(trying, "Your Investar free trial ends on");
    expect(mail!.text).toContain("/Pricing/CustomizeSubscription?plan=Quarter&currency=INR");
  });
});
