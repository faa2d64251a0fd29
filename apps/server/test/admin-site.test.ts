/**
 * The offer banner in the back office (issue 12, "Offers and site content"): GetOfferBannerContents names
 * the banner's id, UpdateOfferContent changes it (admins only, audited), every instance shows the change
 * within 2 seconds, and a banner outside its dates is not shown.
 */
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { schema } from "@investar/db";
import { createWebServices } from "../src/services/site/web-services.ts";
import { createUser, type TestUser } from "./support/sessions.ts";
import { createTestApp, type TestApp } from "./support/test-app.ts";

let a: TestApp;
let b: TestApp;
let admin: TestUser;
let investor: TestUser;
let bannerId: number;
let original: Record<string, unknown>;

beforeAll(async () => {
  a = await createTestApp();
  b = await createTestApp({ sameDatabaseAs: a });
  admin = await createUser(a, { role: "SPAdmin" });
  investor = await createUser(a);
  original = (await a.app.inject({ method: "GET", url: "/api/user/GetOfferBannerContents" })).json();
  bannerId = original.id as number;
});
afterAll(async () => {
  await b.close();
  await a.close();
});

const banner = (t: TestApp) => t.app.inject({ method: "GET", url: "/api/user/GetOfferBannerContents" });
const change = { headline: "Monsoon offer", body: "15% off every annual plan.", ctaLabel: "Grab it", ctaHref: "/Pricing", active: true };
const update = (body: object, user: TestUser | null = admin, id: number | string = bannerId) =>
  a.app.inject({ method: "POST", url: `/api/user/UpdateOfferContent?id=${id}`, payload: body, headers: user?.auth ?? {} });

describe("user/UpdateOfferContent", () => {
  it("GetOfferBannerContents names the running banner's id", () => {
    expect(original).toMatchObject({ id: expect.any(Number), ctaHref: "/Pricing" });
  });

  it("no token → 401 and an investor → 403, and the banner stays", async () => {
    expect((await update(change, null)).statusCode).toBe(401);
    expect((await update(change, investor)).statusCode).toBe(403);
    expect((await banner(a)).json()).toEqual(original);
  });

  it("refuses bad input with the reason beside each field", async () => {
    const res = await update({
      ...change,
      headline: "",
      ctaHref: "javascript:alert(1)",
      startsAt: "2031-02-01T00:00:00+05:30",
      endsAt: "2031-01-01T00:00:00+05:30",
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual({ headline: ["Please enter the headline."] });
    const rules = await update({
      ...change,
      ctaHref: "//elsewhere.example",
      startsAt: "2031-02-01T00:00:00+05:30",
      endsAt: "2031-01-01T00:00:00Z",
    });
    expect(rules.statusCode).toBe(400);
    expect(rules.json().errors).toEqual({
      ctaHref: ["Link to a page of this site (starting with /) or to an https:// address."],
      endsAt: ["The offer must end after it starts."],
    });
    expect((await update({ ...change, startsAt: "tomorrow" })).statusCode).toBe(400);
    expect((await update(change, admin, "first")).statusCode).toBe(400);
    expect((await update(change, admin, 999999)).statusCode).toBe(404);
    expect((await banner(a)).json()).toEqual(original);
  });

  it("an admin's change is on every instance within 2 seconds, with an audit row of before and after", async () => {
    expect((await banner(b)).json()).toEqual(original);
    expect((await banner(b)).headers["x-cache"]).toBe("hit");
    const res = await update(change);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ id: bannerId, ...change, startsAt: null, endsAt: null, showing: true });
    expect((await banner(a)).json()).toEqual({
      id: bannerId,
      headline: "Monsoon offer",
      body: change.body,
      ctaLabel: "Grab it",
      ctaHref: "/Pricing",
    });
    await expect.poll(async () => (await banner(b)).json().headline, { timeout: 2_000, interval: 50 }).toBe("Monsoon offer");
    expect((await createWebServices(b.app.deps).getHomeContent()).offer).toMatchObject({ headline: "Monsoon offer" });
    const [audit] = await a.db.select().from(schema.auditLog).where(eq(schema.auditLog.action, "offer-banner-update"));
    expect(audit).toMatchObject({
      actorId: admin.userId,
      subject: `offer-banner:${bannerId}`,
      details: { before: { headline: original.headline, active: true }, after: { headline: "Monsoon offer", active: true } },
    });
  });

  it("a banner outside its dates, or switched off, is not shown; the back office still lists it", async () => {
    const future = await update({ ...change, startsAt: "2099-01-01T00:00:00+05:30", endsAt: null });
    expect(future.json()).toMatchObject({ startsAt: "2098-12-31T18:30:00.000Z", showing: false });
    expect((await banner(a)).json()).toBeNull();
    await update({ ...change, startsAt: "2020-01-01T00:00:00Z", endsAt: "2021-01-01T00:00:00Z" });
    expect((await banner(a)).json()).toBeNull();
    await update({ ...change, active: false });
    expect((await banner(a)).json()).toBeNull();
    expect(await createWebServices(a.app.deps).listOfferBanners()).toContainEqual(
      expect.objectContaining({ id: bannerId, active: false, showing: false, headline: "Monsoon offer" }),
    );
    await update({ ...change, startsAt: "2020-01-01T00:00:00Z", endsAt: "2099-01-01T00:00:00Z" });
    expect((await banner(a)).json()).toMatchObject({ id: bannerId, headline: "Monsoon offer" });
  });
});
