import { and, eq, like } from "drizzle-orm";
import { schema } from "@investar/db";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApp } from "../src/app.ts";
import { sendWebinarNotices } from "../src/features/webinars/services/send-webinar-notices.ts";
import { walletBalances } from "../src/features/wallet/services/wallet-balances.ts";
import { createUser, type TestUser } from "./support/sessions.ts";
import { createTestApp, type TestApp } from "./support/test-app.ts";
import { addSeat, addWebinar } from "./support/webinars.ts";
import { auditRowsOf } from "./support/audit-log.ts";

/** ADR 0017: reminders 24 h and 1 h before, "recording available" after, cancellation notices: each mail once. */
let t: TestApp;
const HOUR = 3_600_000;
const start = new Date(Date.now() + 10 * 24 * HOUR);
let clock = new Date(start.getTime() - 5 * 24 * HOUR);

beforeAll(async () => {
  t = await createTestApp({ now: () => clock });
});
afterAll(() => t.close());

const mailsTo = (user: TestUser, subject: string) =>
  t.db
    .select()
    .from(schema.mailOutbox)
    .where(and(eq(schema.mailOutbox.to, user.email), like(schema.mailOutbox.subject, `${subject}%`)));

describe("webinar reminders", () => {
  it("sends the day-before and hour-before reminders once each, across parallel runs and a restart", async () => {
    const webinarId = await addWebinar(t, start, 0, { title: "Trendlines live" });
    const early = await createUser(t);
    await addSeat(t, webinarId, early);
    // Nothing is due five days before.
    expect(await sendWebinarNotices(t.app.deps)).toEqual({ "day-before": 0, "hour-before": 0, recording: 0 });

    clock = new Date(start.getTime() - 23 * HOUR);
    const parallel = await Promise.all([sendWebinarNotices(t.app.deps), sendWebinarNotices(t.app.deps), sendWebinarNotices(t.app.deps)]);
    expect(parallel.reduce((sum, report) => sum + report["day-before"], 0)).toBe(1);
    expect(await mailsTo(early, "Tomorrow: Trendlines live")).toHaveLength(1);

    // A registrant who signs up inside the last day gets no "tomorrow" mail, only the hour reminder later.
    const late = await createUser(t);
    await addSeat(t, webinarId, late, { registeredAt: new Date(start.getTime() - 20 * HOUR) });

    // The process restarts: another app on the same database runs the job again.
    await t.app.close();
    const restarted = await buildApp(t.config, { database: t.handle, now: () => clock });
    await restarted.ready();
    t.app = restarted;
    expect((await sendWebinarNotices(restarted.deps))["day-before"]).toBe(0);
    expect(await mailsTo(early, "Tomorrow: Trendlines live")).toHaveLength(1);
    expect(await mailsTo(late, "Tomorrow")).toHaveLength(0);

    clock = new Date(start.getTime() - 50 * 60_000);
    expect((await sendWebinarNotices(restarted.deps))["hour-before"]).toBe(2);
    expect((await sendWebinarNotices(restarted.deps))["hour-before"]).toBe(0);
    const [hourMail] = await mailsTo(early, "Starting in an hour: Trendlines live");
    expect(hourMail!.text).toContain("https://meet.example.com/session");
    expect(await mailsTo(late, "Starting in an hour: Trendlines live")).toHaveLength(1);
  });

  it("tells registrants once that the recording is available, after the session", async () => {
    const held = new Date(clock.getTime() - 3 * HOUR);
    const webinarId = await addWebinar(t, held, 0, { title: "Gap trading" });
    const user = await createUser(t);
    await addSeat(t, webinarId, user);
    expect((await sendWebinarNotices(t.app.deps)).recording).toBe(0);
    await t.db
      .update(schema.webinars)
      .set({ recordingKey: "demo/webinars/webinar-recording.webm", recordingType: "video/webm" })
      .where(eq(schema.webinars.id, webinarId));
    expect((await sendWebinarNotices(t.app.deps)).recording).toBe(1);
    expect((await sendWebinarNotices(t.app.deps)).recording).toBe(0);
    expect(await mailsTo(user, "Recording available: Gap trading")).toHaveLength(1);
  });
});

describe("POST /api/education/CancelWebinar", () => {
  it("notifies every registrant and refunds bought seats to the wallet as cash credit, exactly once", async () => {
    const admin = await createUser(t, { role: "Admin" });
    const webinarId = await addWebinar(t, clock, 48, {
      title: "Breakout trading",
      isPaidWebinar: true,
      inrAmount: 999_00,
      usdAmount: 12_00,
    });
    const buyer = await createUser(t);
    const free = await createUser(t);
    await addSeat(t, webinarId, buyer, { source: "paid", amountPaid: 1178_00, currency: "INR", orderNumber: "INV-2026-TESTWEBIN1" });
    await addSeat(t, webinarId, free, { source: "subscriber" });
    const cancel = () =>
      t.app.inject({
        method: "POST",
        url: `/api/education/CancelWebinar?webinarId=${webinarId}`,
        headers: admin.auth,
        payload: { reason: "The presenter is unwell." },
      });
    const [first, second] = await Promise.all([cancel(), cancel()]);
    expect([first.json(), second.json()]).toContainEqual({ cancelled: true, notified: 2, refunded: 1 });
    expect([first.json(), second.json()]).toContainEqual({ cancelled: false, notified: 0, refunded: 0 });
    expect((await cancel()).json()).toEqual({ cancelled: false, notified: 0, refunded: 0 });

    const balances = await walletBalances(t.db, buyer.userId, "INR");
    expect(balances.byCurrency.INR.cash).toBe(1178_00);
    const [buyerMail] = await mailsTo(buyer, "Cancelled: Breakout trading");
    expect(buyerMail!.text).toContain("The reason: The presenter is unwell.");
    expect(buyerMail!.text).toContain("₹1,178, has been added to your Investar wallet as cash credit");
    expect(buyerMail!.attachments?.[0]).toMatchObject({ filename: "Breakout trading.ics" });
    expect(buyerMail!.attachments?.[0]?.content).toContain("STATUS:CANCELLED");
    expect(await mailsTo(free, "Cancelled: Breakout trading")).toHaveLength(1);
    const audit = await auditRowsOf(t, "webinar-cancel", `webinar:${webinarId}`);
    expect(audit).toHaveLength(1);
    // No reminders for a cancelled session.
    clock = new Date(clock.getTime() + 47.5 * HOUR);
    await sendWebinarNotices(t.app.deps);
    expect(await mailsTo(free, "Starting in an hour: Breakout trading")).toHaveLength(0);
  });

  it("is for admins only", async () => {
    const user = await createUser(t);
    const webinarId = await addWebinar(t, clock, 48);
    const res = await t.app.inject({
      method: "POST",
      url: `/api/education/CancelWebinar?webinarId=${webinarId}`,
      headers: user.auth,
      payload: {},
    });
    expect(res.statusCode).toBe(403);
  });
});
