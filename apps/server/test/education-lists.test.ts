import { addDays, indiaToday } from "@investar/core";
import { schema } from "@investar/db";
import { describe, expect, it } from "vitest";
import { createUser, type TestUser } from "./support/sessions.ts";
import { addSeat, seededWebinarId } from "./support/webinars.ts";
import { suiteApp, suiteUser } from "./support/suite.ts";

const clock = new Date();

/** ADR 0017: the education lists, as a visitor, a registrant, another user and an admin see them. */
const t = suiteApp({ now: () => clock });
const admin = suiteUser(t, { role: "Admin" });

const get = (url: string, user?: TestUser | null) => t.app.inject({ method: "GET", url, headers: user?.auth ?? {} });
type Listed = { id: number; title: string; [field: string]: unknown };
const titles = (list: Listed[]) => list.map((w) => w.title);

describe("GET /api/education/GetTechnicalAnalysisWebinars", () => {
  it("lists the upcoming webinars soonest first with every field of the entity, priced for a visitor in INR", async () => {
    const res = await get("/api/education/GetTechnicalAnalysisWebinars?isLiveWebinar=true");
    expect(res.statusCode).toBe(200);
    const list = res.json() as Listed[];
    expect(titles(list)).toEqual(["Basics of Technical Analysis", "Trading Supply and Demand Zones", "Options Strategies Masterclass"]);
    const basics = list[0]!;
    for (const field of [
      "id",
      "level",
      "title",
      "description",
      "prerequisite",
      "duration",
      "presenter",
      "aboutPresenter",
      "language",
      "thumbnailUrl",
      "videoId",
      "dateTime",
      "category",
      "isVideo",
      "inrAmount",
      "usdAmount",
      "isPaidWebinar",
      "isRegisteredForWebinar",
      "discount",
      "discountEndDate",
      "couponCode",
    ]) {
      expect(basics, field).toHaveProperty(field);
    }
    expect(basics).toMatchObject({
      level: "Beginner",
      language: "English",
      duration: 90,
      isVideo: false,
      isPaidWebinar: false,
      isRegisteredForWebinar: false,
      status: "scheduled",
      registrationOpen: true,
      joinUrl: null,
      price: { kind: "free" },
    });
    // ₹499 + 18% GST truncated (₹89); ₹2,999 less the running 20% offer = ₹2,399, GST ₹431.
    expect(list[1]).toMatchObject({
      language: "Hindi",
      inrAmount: 499,
      usdAmount: 6,
      price: { currency: "INR", kind: "paid", amount: { price: 499, gst: 89, total: 588 } },
    });
    expect(list[2]).toMatchObject({
      discount: 20,
      price: { kind: "paid", amount: { listPrice: 2999, discountPercent: 20, price: 2399, gst: 431, total: 2830, offerApplied: true } },
    });
  });

  it("prices in USD without GST when the currency is USD", async () => {
    const list = (await get("/api/education/GetTechnicalAnalysisWebinars?isLiveWebinar=true&currency=USD")).json() as Listed[];
    expect(list[2]).toMatchObject({ price: { currency: "USD", kind: "paid", amount: { price: 31.2, gst: 0, total: 31.2 } } });
  });

  it("lists past webinars newest first, with their recording and materials", async () => {
    const list = (await get("/api/education/GetTechnicalAnalysisWebinars?isLiveWebinar=false")).json() as Listed[];
    expect(titles(list)).toEqual(["Basics of Technical Analysis: Candlestick Patterns", "Support and Resistance in Practice"]);
    expect(list[0]).toMatchObject({ status: "ended", hasRecording: true, materialCount: 2, registrationOpen: false });
  });

  it("says whether the caller is registered, per caller", async () => {
    const registrant = await createUser(t);
    const stranger = await createUser(t);
    const basics = await seededWebinarId(t, "Basics of Technical Analysis");
    await addSeat(t, basics, registrant);
    const seen = async (user: TestUser | null) =>
      ((await get("/api/education/GetTechnicalAnalysisWebinars?isLiveWebinar=true", user)).json() as Listed[]).find((w) => w.id === basics)!
        .isRegisteredForWebinar;
    expect([await seen(registrant), await seen(stranger), await seen(null)]).toEqual([true, false, false]);
  });

  it("offers a subscriber the paid webinar within the free-webinar limit free, and a cancelled webinar to nobody", async () => {
    const subscriber = await createUser(t);
    await t.db.insert(schema.userSubscriptions).values({
      userId: subscriber.userId,
      kind: "tool",
      baseProduct: "Standard",
      plan: "Quarter",
      expiryDate: addDays(indiaToday(clock), 30),
      isSubscribed: true,
    });
    const list = (await get("/api/education/GetTechnicalAnalysisWebinars?isLiveWebinar=true", subscriber)).json() as Listed[];
    expect(list.find((w) => w.title === "Trading Supply and Demand Zones")).toMatchObject({ price: { kind: "subscriber" } });
    expect(list.find((w) => w.title === "Options Strategies Masterclass")).toMatchObject({ price: { kind: "paid" } });
    const cancelled = await t.app.inject({
      method: "POST",
      url: "/api/education/SaveWebinar",
      headers: admin.auth,
      payload: {
        track: "technical-analysis",
        isVideo: false,
        title: "Called off",
        presenter: "A",
        durationMinutes: 60,
        level: "Beginner",
        language: "English",
        dateTime: new Date(clock.getTime() + 86_400_000).toISOString(),
        isPaidWebinar: false,
      },
    });
    const id = cancelled.json().id as number;
    await t.app.inject({
      method: "POST",
      url: `/api/education/CancelWebinar?webinarId=${id}`,
      headers: admin.auth,
      payload: { reason: "Presenter unwell" },
    });
    for (const isLive of ["true", "false"]) {
      expect(titles((await get(`/api/education/GetTechnicalAnalysisWebinars?isLiveWebinar=${isLive}`)).json() as Listed[])).not.toContain(
        "Called off",
      );
    }
  });

  it("answers bad input with 400", async () => {
    const res = await get("/api/education/GetTechnicalAnalysisWebinars?isLiveWebinar=maybe");
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(/isLiveWebinar must be true or false/);
  });
});

describe("GET /api/education/GetSoftwareTrainings", () => {
  it("lists the training videos of a category, or of all three without one", async () => {
    const short = (await get("/api/education/GetSoftwareTrainings?category=ShortVideo&isLiveWebinars=false")).json() as Listed[];
    expect(short).toHaveLength(3);
    expect(short.every((v) => v.isVideo === true && v.category === "ShortVideo" && /^[A-Za-z0-9_-]{11}$/.test(v.videoId as string))).toBe(
      true,
    );
    expect(((await get("/api/education/GetSoftwareTrainings?category=TA")).json() as Listed[]).map((v) => v.category)).toEqual([
      "TA",
      "TA",
    ]);
    expect((await get("/api/education/GetSoftwareTrainings?isLiveWebinars=false")).json()).toHaveLength(7);
  });

  it("lists the upcoming live software trainings with isLiveWebinars=true", async () => {
    const live = (await get("/api/education/GetSoftwareTrainings?isLiveWebinars=true")).json() as Listed[];
    expect(titles(live)).toEqual(["Getting started with Investar (live)"]);
    expect((await get("/api/education/GetSoftwareTrainings?isLiveWebinars=true&category=ShortVideo")).json()).toEqual([]);
    expect((await get("/api/education/GetSoftwareTrainings?category=Cooking")).statusCode).toBe(400);
  });
});

describe("GET /api/education/GetMyWebinars and POST IsRegisteredBasicsOfTAWebinars", () => {
  it("answers the user's own webinars to them and to an admin, 403 to another user and 401 to a visitor", async () => {
    const owner = await createUser(t);
    const other = await createUser(t);
    const basics = await seededWebinarId(t, "Basics of Technical Analysis");
    const past = await seededWebinarId(t, "Support and Resistance in Practice");
    await addSeat(t, basics, owner);
    await addSeat(t, past, owner);
    const url = `/api/education/GetMyWebinars?userId=${owner.userId}`;
    const mine = await get(url, owner);
    expect(mine.statusCode).toBe(200);
    expect({ upcoming: titles(mine.json().upcoming), past: titles(mine.json().past), cancelled: mine.json().cancelled }).toEqual({
      upcoming: ["Basics of Technical Analysis"],
      past: ["Support and Resistance in Practice"],
      cancelled: [],
    });
    expect(mine.json().upcoming[0]).toMatchObject({ isRegisteredForWebinar: true, seatSource: "free" });
    expect((await get(url, admin)).json().upcoming).toHaveLength(1);
    expect((await get(url, other)).statusCode).toBe(403);
    expect((await get(url, null)).statusCode).toBe(401);
  });

  it("says whether the user registered for the Basics of Technical Analysis series", async () => {
    const user = await createUser(t);
    const other = await createUser(t);
    const ask = (caller: TestUser, id = user.userId) =>
      t.app.inject({ method: "POST", url: `/api/education/IsRegisteredBasicsOfTAWebinars?userId=${id}`, headers: caller.auth });
    expect((await ask(user)).json()).toBe(false);
    await addSeat(t, await seededWebinarId(t, "Trading Supply and Demand Zones"), user);
    expect((await ask(user)).json()).toBe(false);
    await addSeat(t, await seededWebinarId(t, "Basics of Technical Analysis: Candlestick Patterns"), user);
    expect((await ask(user)).json()).toBe(true);
    expect((await ask(admin)).json()).toBe(true);
    expect((await ask(other)).statusCode).toBe(403);
  });
});

describe("GET /api/education/GetWebinarCalendar", () => {
  it("gives a registrant the session as an .ics file, and nobody else", async () => {
    const registrant = await createUser(t);
    const stranger = await createUser(t);
    const basics = await seededWebinarId(t, "Basics of Technical Analysis");
    await addSeat(t, basics, registrant);
    const res = await get(`/api/education/GetWebinarCalendar?webinarId=${basics}`, registrant);
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toMatch(/^text\/calendar/);
    expect(res.headers["content-disposition"]).toBe('attachment; filename="Basics of Technical Analysis.ics"');
    expect(res.body).toMatch(/BEGIN:VEVENT[\s\S]*SUMMARY:Basics of Technical Analysis[\s\S]*END:VEVENT/);
    expect(res.body).toContain(`UID:webinar-${basics}@investarindia.com`);
    expect((await get(`/api/education/GetWebinarCalendar?webinarId=${basics}`, stranger)).statusCode).toBe(403);
    expect((await get(`/api/education/GetWebinarCalendar?webinarId=${basics}`, null)).statusCode).toBe(401);
  });
});
