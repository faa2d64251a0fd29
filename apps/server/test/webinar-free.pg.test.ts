import { and, eq } from "drizzle-orm";
import { addDays, indiaToday } from "@investar/core";
import { schema } from "@investar/db";
import { beforeAll, describe, expect, it } from "vitest";
import { createUser, type TestUser } from "./support/sessions.ts";
import { suiteApp } from "./support/suite.ts";

const clock = new Date();
const ids: Record<"free" | "withinLimit" | "aboveLimit", number> = { free: 0, withinLimit: 0, aboveLimit: 0 };

const t = suiteApp({ now: () => clock });

beforeAll(async () => {
  // The three seeded webinars: free, ₹499/$6 (within the ₹500/$7 limit), ₹2,999/$39.
  const rows = await t.db.select().from(schema.webinars);
  const byTitle = (title: string) => rows.find((row) => row.title === title)!.id;
  ids.free = byTitle("Basics of Technical Analysis");
  ids.withinLimit = byTitle("Trading Supply and Demand Zones");
  ids.aboveLimit = byTitle("Options Strategies Masterclass");
});

const register = (user: TestUser | null, payload: unknown) =>
  t.app.inject({
    method: "POST",
    url: "/api/payment/RegisterWebinarForFree",
    headers: user?.auth ?? {},
    ...(payload === undefined ? {} : { payload: payload as object }),
  });

/** A paid desktop subscription ending `days` India days from today. */
async function subscribe(user: TestUser, days: number): Promise<void> {
  const expiryDate = addDays(indiaToday(clock), days);
  await t.db
    .insert(schema.userSubscriptions)
    .values({ userId: user.userId, kind: "tool", baseProduct: "Standard", plan: "Quarter", expiryDate, isSubscribed: true });
}

const registrations = (user: TestUser, webinarId: number) =>
  t.db
    .select()
    .from(schema.webinarRegistrations)
    .where(and(eq(schema.webinarRegistrations.userId, user.userId), eq(schema.webinarRegistrations.webinarId, webinarId)));

describe("POST /api/payment/RegisterWebinarForFree", () => {
  it("registers anyone logged in for a free webinar, once however often they ask", async () => {
    const user = await createUser(t);
    const first = await register(user, { webinarId: ids.free });
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({
      webinarId: ids.free,
      title: "Basics of Technical Analysis",
      source: "free",
      alreadyRegistered: false,
    });
    const twice = await Promise.all([register(user, { webinarId: ids.free }), register(user, { webinarId: ids.free })]);
    expect(twice.map((res) => [res.statusCode, res.json().alreadyRegistered])).toEqual([
      [200, true],
      [200, true],
    ]);
    expect(await registrations(user, ids.free)).toHaveLength(1);
  });

  it("gives a subscriber a paid webinar priced within the catalogue's free-webinar limit", async () => {
    const user = await createUser(t);
    await subscribe(user, 30);
    const res = await register(user, { webinarId: ids.withinLimit });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ source: "subscriber", alreadyRegistered: false });
    expect(await registrations(user, ids.withinLimit)).toHaveLength(1);
  });

  it("refuses that webinar to a trial user and to a subscriber whose subscription ended, with 400", async () => {
    const trial = await createUser(t);
    const lapsed = await createUser(t);
    await subscribe(lapsed, -30);
    for (const user of [trial, lapsed]) {
      const res = await register(user, { webinarId: ids.withinLimit });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({
        code: "SubscribersOnly",
        message: "This webinar is free for customers with an active subscription. Subscribe, or buy it for ₹499 ($6.00).",
      });
      expect(await registrations(user, ids.withinLimit)).toHaveLength(0);
    }
  });

  it("refuses a paid webinar above the limit even to a subscriber, saying why", async () => {
    const user = await createUser(t);
    await subscribe(user, 30);
    const res = await register(user, { webinarId: ids.aboveLimit });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      code: "WebinarNotFree",
      message:
        "This webinar costs ₹2,999 ($39.00), more than the ₹500 ($7.00) up to which webinars are free for subscribers. Please buy it instead.",
    });
    expect(await registrations(user, ids.aboveLimit)).toHaveLength(0);
  });

  it("closes registration once the webinar has taken place", async () => {
    const user = await createUser(t);
    const [past] = await t.db
      .insert(schema.webinars)
      .values({ title: "Last week's session", level: "Beginner", language: "Hindi", dateTime: new Date(clock.getTime() - 7 * 86_400_000) })
      .returning({ id: schema.webinars.id });
    const res = await register(user, { webinarId: past!.id });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe("This webinar has already taken place; registration is closed.");
  });

  it("answers bad input with 400, an unknown webinar with 404 and a visitor with 401", async () => {
    const user = await createUser(t);
    const cases: [unknown, RegExp][] = [
      [{}, /webinarId must be a number/],
      [{ webinarId: "abc" }, /webinarId must be a number/],
      [{ webinarId: 0 }, /webinarId must be a positive number/],
      [{ webinarId: 1.5 }, /webinarId must be a whole number/],
      [undefined, /webinarId|JSON|body/i],
    ];
    for (const [payload, message] of cases) {
      const res = await register(user, payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json().message, JSON.stringify(payload)).toMatch(message);
    }
    const unknown = await register(user, { webinarId: 999_999 });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe("There is no such webinar.");
    expect((await register(null, { webinarId: ids.free })).statusCode).toBe(401);
  });
});
