import { count, eq } from "drizzle-orm";
import { schema } from "@investar/db";
import { describe, expect, it } from "vitest";
import { createUser, type TestUser } from "./support/sessions.ts";
import { linkFrom } from "./support/test-smtp.ts";
import { addSeat, addWebinar, seededWebinarId } from "./support/webinars.ts";
import { suiteAppWithMail } from "./support/suite.ts";
import { findWebinar, freeSeatSource } from "../src/features/webinars/services/register-webinar-for-free.ts";

const clock = new Date();

const { t, smtp } = suiteAppWithMail({ now: () => clock });

const register = (user: TestUser, webinarId: number) =>
  t.app.inject({ method: "POST", url: "/api/payment/RegisterWebinarForFree", headers: user.auth, payload: { webinarId } });
const seats = async (webinarId: number) =>
  (await t.db.select({ n: count() }).from(schema.webinarRegistrations).where(eq(schema.webinarRegistrations.webinarId, webinarId)))[0]!.n;
const visitor = (email: string, query: string) =>
  t.app.inject({
    method: "POST",
    url: `/api/auth/registerForFreeWebinar?${query}`,
    payload: { FullName: "Meera Iyer", Email: email, MobileNo: "9820012345", AgeConfirmed: true, RegSrc: "Normal" },
  });

describe("seat limit", () => {
  it("lets exactly the limit in when 50 people register at the same moment", async () => {
    const webinarId = await addWebinar(t, clock, 48, { seatLimit: 20 });
    const users = await Promise.all(Array.from({ length: 50 }, () => createUser(t)));
    const answers = await Promise.all(users.map((user) => register(user, webinarId)));
    const byStatus = answers.reduce<Record<number, number>>(
      (tally, res) => ({ ...tally, [res.statusCode]: (tally[res.statusCode] ?? 0) + 1 }),
      {},
    );
    expect(byStatus).toEqual({ 200: 20, 409: 30 });
    expect(new Set(answers.filter((res) => res.statusCode === 409).map((res) => res.json().message))).toEqual(
      new Set(["This webinar is full."]),
    );
    expect(await seats(webinarId)).toBe(20);
    // The card says so too.
    const listed = (
      await t.app.inject({ method: "GET", url: "/api/education/GetTechnicalAnalysisWebinars?isLiveWebinar=true" })
    ).json() as { id: number; seatsLeft: number; registrationOpen: boolean }[];
    expect(listed.find((w) => w.id === webinarId)).toMatchObject({ seatsLeft: 0, registrationOpen: false });
  });

  it("keeps one seat for someone who registers twice at once, and a registered person is never told it is full", async () => {
    const webinarId = await addWebinar(t, clock, 48, { seatLimit: 1 });
    const user = await createUser(t);
    const both = await Promise.all([register(user, webinarId), register(user, webinarId)]);
    expect(both.map((res) => res.statusCode)).toEqual([200, 200]);
    expect(both.map((res) => res.json().alreadyRegistered).sort()).toEqual([false, true]);
    expect(await seats(webinarId)).toBe(1);
    expect((await register(user, webinarId)).json()).toMatchObject({ alreadyRegistered: true });
  });

  it("does not count the caller's own seat when it tells early that a webinar is full", async () => {
    // What a second request of the same person meets when the first one's seat was committed after its own check for
    // an existing seat: the early check must let it through to the seat's transaction, which answers the existing seat.
    const webinarId = await addWebinar(t, clock, 48, { seatLimit: 1 });
    const user = await createUser(t);
    expect((await register(user, webinarId)).statusCode).toBe(200);
    const webinar = await findWebinar(t.app.deps, webinarId);
    await expect(freeSeatSource(t.app.deps, user.userId, webinar)).resolves.toBe("free");
    await expect(freeSeatSource(t.app.deps, null, webinar)).rejects.toMatchObject({ code: "WebinarFull" });
    const other = await createUser(t);
    expect((await register(other, webinarId)).json()).toMatchObject({ message: "This webinar is full." });
  });

  it("sends the confirmation with a calendar invitation attached", async () => {
    const user = await createUser(t);
    const webinarId = await addWebinar(t, clock, 30, { title: "Reading volume" });
    expect((await register(user, webinarId)).statusCode).toBe(200);
    const mail = await smtp.nextMailTo(user.email);
    expect(mail.raw).toContain("Subject: You are registered: Reading volume");
    expect(mail.raw).toMatch(/Content-Type: text\/calendar; charset=utf-8; method=PUBLISH/i);
    expect(mail.raw).toMatch(/filename=("?)Reading volume\.ics\1/);
  });
});

describe("POST /api/auth/registerForFreeWebinar with a webinar", () => {
  it("creates the account as sign-up does (RegSrc Webinar, no trial, activation mail) and registers the seat", async () => {
    const webinarId = await seededWebinarId(t, "Basics of Technical Analysis");
    const email = "meera.iyer@example.in";
    const res = await visitor(email, `utmSource=webinar-page&webinarId=${webinarId}`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      category: "FreshRegistration",
      message: `Your account is created. We have sent an activation link to ${email}.`,
      webinarRegistration: { webinarId, title: "Basics of Technical Analysis", source: "free", alreadyRegistered: false },
    });
    const [user] = await t.db.select().from(schema.users).where(eq(schema.users.email, email));
    expect(user).toMatchObject({ regSrc: "Webinar", trialEndsAt: null, utmSource: "webinar-page", isEmailVerified: false });
    const mails = [await smtp.nextMailTo(email), await smtp.nextMailTo(email)].map((mail) => mail.raw);
    const activation = mails.find((raw) => raw.includes("confirm-email"))!;
    expect(linkFrom(activation, "confirm-email")).toMatch(/^[A-Za-z0-9_-]+$/);
    expect(mails.some((raw) => raw.includes("Subject: You are registered: Basics of Technical Analysis"))).toBe(true);
  });

  it("makes no account for a paid webinar, a full one, or one that is over", async () => {
    const paid = await seededWebinarId(t, "Trading Supply and Demand Zones");
    const full = await addWebinar(t, clock, 24, { seatLimit: 1 });
    await addSeat(t, full, await createUser(t));
    const over = await addWebinar(t, clock, -2);
    const cases: [number, number, string][] = [
      [paid, 400, "This webinar is free for customers with an active subscription. Subscribe, or buy it for ₹499 ($6.00)."],
      [full, 409, "This webinar is full."],
      [over, 400, "This webinar has already taken place; registration is closed."],
    ];
    for (const [webinarId, status, message] of cases) {
      const email = `nobody.${webinarId}@example.in`;
      const res = await visitor(email, `webinarId=${webinarId}`);
      expect(res.statusCode).toBe(status);
      expect(res.json().message).toBe(message);
      expect(await t.db.select().from(schema.users).where(eq(schema.users.email, email))).toHaveLength(0);
    }
  });

  it("gives an existing address no seat without its password, and asks them to log in", async () => {
    const known = await createUser(t);
    const webinarId = await seededWebinarId(t, "Basics of Technical Analysis");
    const res = await visitor(known.email, `webinarId=${webinarId}`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ category: "EmailExistTrialTaken", webinarRegistration: null });
    const rows = await t.db.select().from(schema.webinarRegistrations).where(eq(schema.webinarRegistrations.userId, known.userId));
    expect(rows).toHaveLength(0);
  });
});
