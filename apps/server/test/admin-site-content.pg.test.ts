/**
 * The home page's banner slides and testimonials in the back office (ADR 0027):
 * admins add, change (position and switch included) and delete them, each change audited with before and
 * after, and the home page of every instance shows it within 2 seconds.
 */
import { and, eq } from "drizzle-orm";
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

beforeAll(async () => {
  // Both serve pages: the home page of the other instance is what must change within 2 seconds.
  ({ a, b } = await createTwoInstances({ web: true }));
  admin = await createUser(a, { role: "SPAdmin" });
  investor = await createUser(a);
});
afterAll(() => closeTwoInstances(a, b));

const homePage = async (t: TestApp) => (await t.app.inject({ method: "GET", url: "/" })).body;
const adminSite = () => createWebServices(a.app.deps).getAdminSite();
const call = (path: string, body: object, user: TestUser | null = admin) =>
  a.app.inject({ method: "POST", url: `/api/admin/${path}`, payload: body, headers: user?.auth ?? {} });
const audits = (action: string) => a.db.select().from(schema.auditLog).where(eq(schema.auditLog.action, action));
/** Within 2 seconds, on the instance that did not make the change. */
const onOtherHomePage = (check: (html: string) => boolean) =>
  expect.poll(async () => check(await homePage(b)), { timeout: 2_000, interval: 50 }).toBe(true);

const slide = {
  art: "signals",
  eyebrow: "Monsoon webinars",
  headline: "Learn price action live with our analysts",
  body: "Join a free session every Saturday.",
  linkLabel: "See the webinars",
  linkHref: "/education/technical-analysis-training",
  eyebrowHi: "मानसून वेबिनार",
  headlineHi: "हमारे एनालिस्ट के साथ लाइव प्राइस एक्शन सीखें",
  bodyHi: null,
  linkLabelHi: "वेबिनार देखें",
  order: 1,
  active: true,
};
const hindiHomePage = async (t: TestApp) => (await t.app.inject({ method: "GET", url: "/hi" })).body;

describe("admin/SaveHomeSlide and admin/DeleteHomeSlide", () => {
  it("the home page shows the seeded slides from the database", async () => {
    const html = await homePage(b);
    expect(html).toContain("The levels that matter, drawn on every chart for you");
    expect(html).toContain("Try every Investar feature free for 7 days");
    expect((await adminSite()).slides.map((s) => s.order)).toEqual([1, 2, 3, 4]);
  });

  it("no token → 401, an investor → 403, bad input → 400 by field, an unknown slide → 404; nothing changes", async () => {
    const before = await adminSite();
    expect((await call("SaveHomeSlide", slide, null)).statusCode).toBe(401);
    expect((await call("SaveHomeSlide", slide, investor)).statusCode).toBe(403);
    expect((await call("DeleteHomeSlide", { id: before.slides[0]!.id }, null)).statusCode).toBe(401);
    expect((await call("DeleteHomeSlide", { id: before.slides[0]!.id }, investor)).statusCode).toBe(403);
    const bad = await call("SaveHomeSlide", { ...slide, headline: " ", art: "moon", order: 0 });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors).toEqual({
      headline: ["Please enter the headline."],
      art: ["Choose a picture: levels, signals, scan, trial."],
      order: ["The position starts at 1."],
    });
    const link = await call("SaveHomeSlide", { ...slide, linkLabel: "", linkHref: "javascript:alert(1)" });
    expect(link.statusCode).toBe(400);
    expect(link.json().errors).toEqual({
      linkLabel: ["Please enter the link's label."],
      linkHref: ["Link to a page of this site (starting with /) or to an https:// address."],
    });
    expect((await call("SaveHomeSlide", { ...slide, id: 999999 })).statusCode).toBe(404);
    expect((await call("DeleteHomeSlide", { id: "first" })).statusCode).toBe(400);
    expect((await call("DeleteHomeSlide", { id: 999999 })).statusCode).toBe(404);
    expect(await adminSite()).toEqual(before);
  });

  it("an admin adds a slide, moves it, hides it and deletes it; every instance follows, each step audited", async () => {
    expect(await homePage(b)).not.toContain(slide.headline);
    const created = await call("SaveHomeSlide", slide);
    expect(created.statusCode).toBe(200);
    const id = created.json().id as number;
    expect(created.json()).toEqual({ id, ...slide });
    await onOtherHomePage((html) => html.includes(slide.headline) && html.includes('href="/education/technical-analysis-training"'));
    // docs/adr/0062-hindi-content-texts.md: the Hindi page shows what staff translated, and the English text, marked
    // as English, where they left the Hindi empty.
    const hindi = await hindiHomePage(b);
    expect(hindi).toContain(`<h2 class="banner-slide__heading">${slide.headlineHi}</h2>`);
    expect(hindi).toContain(`<p lang="en" class="banner-slide__lead">${slide.body}</p>`);
    expect(hindi).toContain(slide.linkLabelHi);
    expect(hindi).not.toContain(slide.headline);
    expect(await homePage(b)).not.toContain(slide.headlineHi);
    // Position 1 with the first seeded slide: the older one stays first.
    expect((await adminSite()).slides.map((s) => s.headline).slice(0, 2)).toEqual([
      "The levels that matter, drawn on every chart for you",
      slide.headline,
    ]);

    const hidden = await call("SaveHomeSlide", { ...slide, id, order: 9, active: false, linkLabel: null, linkHref: null });
    expect(hidden.json()).toMatchObject({ id, order: 9, active: false, linkLabel: null, linkHref: null });
    await onOtherHomePage((html) => !html.includes(slide.headline));
    expect((await adminSite()).slides.at(-1)).toMatchObject({ id, active: false });

    const [update] = await a.db
      .select()
      .from(schema.auditLog)
      .where(and(eq(schema.auditLog.action, "home-slide-update"), eq(schema.auditLog.subject, `home-slide:${id}`)));
    expect(update).toMatchObject({
      actorId: admin.userId,
      details: { before: { headline: slide.headline, order: 1, active: true }, after: { order: 9, active: false, linkHref: null } },
    });
    expect(await audits("home-slide-create")).toEqual([
      expect.objectContaining({ subject: `home-slide:${id}`, details: { before: null, after: { id, ...slide } } }),
    ]);

    await call("SaveHomeSlide", { ...slide, id });
    await onOtherHomePage((html) => html.includes(slide.headline));
    const removed = await call("DeleteHomeSlide", { id });
    expect(removed.json()).toEqual({ deleted: true });
    await onOtherHomePage((html) => !html.includes(slide.headline));
    expect((await adminSite()).slides.map((s) => s.id)).not.toContain(id);
    expect(await audits("home-slide-delete")).toEqual([
      expect.objectContaining({
        actorId: admin.userId,
        details: { before: expect.objectContaining({ id, headline: slide.headline }), after: null },
      }),
    ]);
  });
});

const story = {
  author: "Neha Joshi",
  place: "Nagpur, Maharashtra",
  occupation: "Options trader",
  body: "The scans save me hours.",
  placeHi: "नागपुर, महाराष्ट्र",
  occupationHi: null,
  bodyHi: "स्कैन से मेरे घंटों बचते हैं।",
  order: 1,
  active: true,
};

describe("admin/SaveTestimonial and admin/DeleteTestimonial", () => {
  it("no token → 401, an investor → 403, bad input → 400 by field, an unknown testimonial → 404; nothing changes", async () => {
    const before = await adminSite();
    const first = before.testimonials[0]!;
    expect((await call("SaveTestimonial", { ...story, id: first.id }, null)).statusCode).toBe(401);
    expect((await call("SaveTestimonial", { ...story, id: first.id }, investor)).statusCode).toBe(403);
    expect((await call("DeleteTestimonial", { id: first.id }, null)).statusCode).toBe(401);
    expect((await call("DeleteTestimonial", { id: first.id }, investor)).statusCode).toBe(403);
    const bad = await call("SaveTestimonial", { ...story, author: "", body: "  ", active: "yes" });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors).toEqual({
      author: ["Please enter the name."],
      body: ["Please enter the testimonial."],
      active: ["active is true or false."],
    });
    expect((await call("SaveTestimonial", { ...story, id: 999999 })).statusCode).toBe(404);
    expect((await call("DeleteTestimonial", { id: 999999 })).statusCode).toBe(404);
    expect(await adminSite()).toEqual(before);
  });

  it("an admin's edit is on every instance's home page, audited; a hidden or deleted one is gone", async () => {
    const first = (await adminSite()).testimonials[0]!;
    expect(await homePage(b)).toContain(first.author);
    const res = await call("SaveTestimonial", { ...story, id: first.id, occupation: "" });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ id: first.id, ...story, occupation: "" });
    await onOtherHomePage(
      (html) => html.includes("Neha Joshi") && html.includes("The scans save me hours.") && !html.includes(first.author),
    );
    const hindi = await hindiHomePage(b);
    expect(hindi).toContain(`<blockquote class="testimonial__quote"><p>${story.bodyHi}</p></blockquote>`);
    expect(hindi).toContain(`<span class="testimonial__meta">${story.placeHi}</span>`);
    const [audit] = await audits("testimonial-update");
    expect(audit).toMatchObject({
      actorId: admin.userId,
      subject: `testimonial:${first.id}`,
      details: { before: { author: first.author, body: first.body }, after: { author: "Neha Joshi", occupation: "" } },
    });

    await call("SaveTestimonial", { ...story, id: first.id, active: false });
    await onOtherHomePage((html) => !html.includes("Neha Joshi"));

    const added = await call("SaveTestimonial", { ...story, author: "Vikram Rao", order: 1 });
    const addedId = added.json().id as number;
    await onOtherHomePage((html) => html.includes("Vikram Rao"));
    expect((await call("DeleteTestimonial", { id: addedId })).json()).toEqual({ deleted: true });
    await onOtherHomePage((html) => !html.includes("Vikram Rao"));
    expect(await audits("testimonial-delete")).toEqual([
      expect.objectContaining({
        subject: `testimonial:${addedId}`,
        details: { before: expect.objectContaining({ author: "Vikram Rao" }), after: null },
      }),
    ]);
  });
});
