/**
 * The offer banner in the back office (ADR 0027): GetOfferBannerContents names
 * the banner's id, UpdateOfferContent changes it (admins only, audited), every instance's home page shows
 * the change within 2 seconds, and a banner outside its dates is not shown; the same for the counters.
 */
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { schema } from "@investar/db";
import { createWebServices } from "../src/features/pages/web-services.ts";
import { createUser, type TestUser } from "./support/sessions.ts";
import type { TestApp } from "./support/test-app.ts";
import { closeTwoInstances, createTwoInstances } from "./support/two-instances.ts";

let a: TestApp;
let b: TestApp;
let admin: TestUser;
let investor: TestUser;
let bannerId: number;
let original: Record<string, unknown>;

beforeAll(async () => {
  // Both serve pages: the home page of the other instance is what must change within 2 seconds.
  ({ a, b } = await createTwoInstances({ web: true }));
  admin = await createUser(a, { role: "SPAdmin" });
  investor = await createUser(a);
  original = (await a.app.inject({ method: "GET", url: "/api/user/GetOfferBannerContents" })).json();
  bannerId = original.id as number;
});
afterAll(() => closeTwoInstances(a, b));

/** The home page as a visitor without a session gets it: from the server's page cache when it holds it. */
const homePage = async (t: TestApp) => (await t.app.inject({ method: "GET", url: "/" })).body;
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
    expect(await homePage(b)).toContain(original.headline);
    const res = await update(change);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ id: bannerId, ...change, startsAt: null, endsAt: null, showing: true });
    expect((await banner(a)).json()).toEqual({
      id: bannerId,
      headline: "Monsoon offer",
      body: change.body,
      ctaLabel: "Grab it",
      ctaHref: "/Pricing",
      headlineHi: null,
      bodyHi: null,
      ctaLabelHi: null,
    });
    await expect.poll(async () => (await banner(b)).json().headline, { timeout: 2_000, interval: 50 }).toBe("Monsoon offer");
    await expect.poll(async () => homePage(b), { timeout: 2_000, interval: 50 }).toContain("Monsoon offer");
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
    expect((await createWebServices(a.app.deps).getAdminSite()).banners).toContainEqual(
      expect.objectContaining({ id: bannerId, active: false, showing: false, headline: "Monsoon offer" }),
    );
    await update({ ...change, startsAt: "2020-01-01T00:00:00Z", endsAt: "2099-01-01T00:00:00Z" });
    expect((await banner(a)).json()).toMatchObject({ id: bannerId, headline: "Monsoon offer" });
  });
});

describe("admin/UpdateSiteCounter", () => {
  const updateCounter = (key: string, body: object, user: TestUser | null = admin) =>
    a.app.inject({ method: "POST", url: `/api/admin/UpdateSiteCounter?key=${key}`, payload: body, headers: user?.auth ?? {} });
  const homeCounters = async (t: TestApp) => (await createWebServices(t.app.deps).getHomeContent("en")).counters;

  it("no token → 401, an investor → 403, bad input → 400 by field, an unknown counter → 404", async () => {
    const before = await homeCounters(a);
    expect((await updateCounter("registered-users", { label: "Users", target: 1 }, null)).statusCode).toBe(401);
    expect((await updateCounter("registered-users", { label: "Users", target: 1 }, investor)).statusCode).toBe(403);
    const bad = await updateCounter("registered-users", { label: " ", target: -5 });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors).toEqual({ label: ["Please enter the label."], target: ["The target can't be negative."] });
    expect((await updateCounter("registered-users", { label: "Users", target: 1.5 })).json().errors).toEqual({
      target: ["Enter the target as a whole number."],
    });
    expect((await updateCounter("no-such-counter", { label: "Users", target: 1 })).statusCode).toBe(404);
    expect(await homeCounters(a)).toEqual(before);
  });

  it("an admin's new target is on every instance's home page, with an audit row", async () => {
    expect(await homePage(b)).not.toContain("Traders on Investar");
    const res = await updateCounter("registered-users", { label: "Traders on Investar", labelHi: "इन्वेस्टार पर ट्रेडर", target: 300_000 });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ key: "registered-users", label: "Traders on Investar", labelHi: "इन्वेस्टार पर ट्रेडर", target: 300_000 });
    await expect.poll(async () => homePage(b), { timeout: 2_000, interval: 50 }).toContain("Traders on Investar");
    expect(await homePage(b)).toContain('data-count-to="300000"');
    const hindi = (await b.app.inject({ method: "GET", url: "/hi" })).body;
    expect(hindi).toContain('<span class="counter__label">इन्वेस्टार पर ट्रेडर</span>');
    expect(hindi).not.toContain("Traders on Investar");
    const [audit] = await a.db.select().from(schema.auditLog).where(eq(schema.auditLog.action, "site-counter-update"));
    expect(audit).toMatchObject({
      actorId: admin.userId,
      subject: "site-counter:registered-users",
      details: { before: { label: "Registered users", target: 250_000 }, after: { label: "Traders on Investar", target: 300_000 } },
    });
  });
});
