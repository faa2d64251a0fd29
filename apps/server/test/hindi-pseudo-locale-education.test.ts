import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { schema } from "@investar/db";
import { bypassing, pseudoPage, visibleText } from "./support/pseudo-locale.ts";
import { createUser, type TestUser } from "./support/sessions.ts";
import { createTestApp, type TestApp } from "./support/test-app.ts";
import { addSeat, addWebinar } from "./support/webinars.ts";

/**
 * docs/adr/0059-hindi-with-lingui.md#guards: the education pages in the pseudo-locale en-XA, where every catalogue text
 * is bracketed; visible English outside the brackets bypassed the catalogue. My Webinars (the customer's own page, in a
 * Hindi customer's language) with an upcoming, a past and a cancelled paid session, and the public training pages as a
 * visitor and signed in. Staff-written texts (titles, presenters) and Intl's dates are data.
 */
let t: TestApp;
let customer: TestUser;
let newcomer: TestUser;
const now = new Date();

beforeAll(async () => {
  t = await createTestApp({ web: true });
  customer = await createUser(t, { name: "Test" });
  newcomer = await createUser(t, { name: "Test" });
  await t.db.update(schema.users).set({ language: "hi" }).where(eq(schema.users.id, customer.userId));
  const upcoming = await addWebinar(t, now, 48, { title: "Reading breakouts", prerequisite: "None", aboutPresenter: "Asha trades" });
  const live = await addWebinar(t, now, 0.1, { title: "Reading breakouts" });
  const past = await addWebinar(t, now, -48, { title: "Reading breakouts", recordingKey: "recordings/x.mp4", recordingType: "video/mp4" });
  const cancelled = await addWebinar(t, now, 24, { title: "Reading breakouts", cancelledAt: now, isPaidWebinar: true, inrAmount: 500_00 });
  await addWebinar(t, now, 72, {
    title: "Reading breakouts",
    isPaidWebinar: true,
    inrAmount: 1000_00,
    usdAmount: 20_00,
    language: "Hindi",
  });
  for (const id of [upcoming, live, past]) await addSeat(t, id, customer);
  await addSeat(t, cancelled, customer, { source: "paid" });
});
afterAll(() => t.close());

const pseudo = (url: string, user?: TestUser) => pseudoPage(t, url, user);

/** Data: the staff's titles, presenter and notes, the customer's first name, and the start as Intl writes it in IST. */
const DATA = [
  /Reading breakouts|Asha Rao|Asha trades|\bNone\b|\bTest\b/g,
  /\w+day, \d{1,2} \w+ \d{4}, \d{1,2}:\d\d [ap]m IST/g,
  /\b(?:INR|USD|GST|ZIP|Q&amp;A|RSI|MACD|ADX|F&amp;O)\b/g,
];

/** A piece of a sentence with a link in it (richText) that opens or closes a catalogue's bracket is the catalogue's. */
const fragment = (text: string) => text.replace(/⟦[^⟧]*$/, "").replace(/^[^⟦]*⟧/, "");

const escaped = (text: string) => text.replace(/&/g, "&amp;").replace(/'/g, "&#x27;").replace(/"/g, "&quot;");

/** What staff wrote on the webinars (seeded and the test's own): titles, descriptions, prerequisites, presenters' notes. */
async function staffTexts(): Promise<Set<string>> {
  const rows = await t.db.select().from(schema.webinars);
  const texts = rows.flatMap((row) => [row.title, row.description, row.prerequisite, row.aboutPresenter, row.presenter]);
  return new Set(texts.filter((text): text is string => Boolean(text)).map((text) => escaped(text.trim())));
}

/**
 * The main region of the page (header and footer are common's, guarded elsewhere), less the staff's texts.
 */
async function bypassingOnPage(url: string, user?: TestUser): Promise<string[]> {
  const res = await pseudo(url, user);
  expect(res.statusCode, res.body.slice(0, 300)).toBe(200);
  const staff = await staffTexts();
  const texts = visibleText(res.body, '<main id="main"', "</main>")
    .filter((text) => !staff.has(text))
    .map(fragment);
  expect(texts.some((text) => text.includes("⟦"))).toBe(true);
  return bypassing(texts, DATA);
}

describe("the education pages in the pseudo-locale en-XA", () => {
  it("My Webinars: upcoming, live, past and cancelled sessions", async () => {
    expect(await bypassingOnPage("/education/my-webinars", customer)).toEqual([]);
  });

  it("My Webinars, empty", async () => {
    expect(await bypassingOnPage("/education/my-webinars", newcomer)).toEqual([]);
  });

  it.each([
    ["as a visitor", undefined],
    ["signed in", "customer"],
  ])("the technical analysis training page, %s", async (_who, who) => {
    expect(await bypassingOnPage("/education/technical-analysis-training", who ? customer : undefined)).toEqual([]);
  });

  it("the software training page, its modules' own texts included (none left in English)", async () => {
    const res = await pseudo("/education/investar-software-training");
    expect(res.statusCode).toBe(200);
    expect(res.body.slice(res.body.indexOf('id="curriculum"'), res.body.indexOf('id="trial-plan"'))).not.toContain('lang="en"');
    const texts = visibleText(res.body, '<main id="main"', "</main>").filter((text) => !/^\d+\.$/.test(text));
    const staff = await staffTexts();
    expect(bypassing(texts.filter((text) => !staff.has(text)).map(fragment), DATA)).toEqual([]);
  });

  it.each([
    ["as a visitor", undefined],
    ["signed in, with the newsletter boxes", "customer"],
  ])("the newsletters page, %s (the sample issue is mailed in English: marked so)", async (_who, who) => {
    const res = await pseudo("/education/newsletters", who ? customer : undefined);
    expect(res.statusCode).toBe(200);
    const main = res.body.replace(/<article class="sample-issue"[\s\S]*?<\/article>/, "");
    const texts = visibleText(main, '<main id="main"', "</main>").map(fragment);
    expect(texts.some((text) => text.includes("⟦"))).toBe(true);
    expect(bypassing(texts, DATA)).toEqual([]);
  });
});

describe("My Profile's picture, email and mobile sections in the pseudo-locale en-XA", () => {
  it.each(["picture", "email", "mobile"])("the %s section shows only catalogue texts", async (section) => {
    const res = await pseudo("/my-investar/my-profile", customer);
    expect(res.statusCode).toBe(200);
    const start = res.body.search(new RegExp(`<section [^>]*aria-labelledby="${section}-heading"`));
    expect(start).toBeGreaterThanOrEqual(0);
    const texts = visibleText(res.body.slice(start), "<section", "</section>").map(fragment);
    expect(texts.some((text) => text.includes("⟦"))).toBe(true);
    expect(bypassing(texts, [...DATA, /\bTE?\b/g])).toEqual([]);
  });
});

describe("the education pages in Hindi", () => {
  it("My Webinars speaks a Hindi customer's language at its one address", async () => {
    const res = await t.app.inject({
      method: "GET",
      url: "/education/my-webinars",
      headers: { cookie: `investar_session=${customer.token}` },
    });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('<html lang="hi-IN"');
    expect(res.body).toContain("<h1>मेरे वेबिनार</h1>");
    expect(res.body).toContain("कैलेंडर में जोड़ें");
    // The staff's English title is marked as English on the Hindi page.
    expect(res.body).toContain('<span lang="en">Reading breakouts</span>');
  });

  it("/hi/education/technical-analysis-training: Hindi chrome, Hindi days and durations, links to the Hindi twins", async () => {
    const res = await t.app.inject({ method: "GET", url: "/hi/education/technical-analysis-training" });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain("आने वाले वेबिनार");
    expect(res.body).toContain("1 घंटा");
    expect(res.body).toContain('href="/hi/education/buy-webinar?webinarId=');
    expect(res.body).toContain("हिंदी");
  });
});
