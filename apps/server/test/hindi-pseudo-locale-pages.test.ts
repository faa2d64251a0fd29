import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { webinarPaymentRequestFor } from "@investar/core";
import { schema } from "@investar/db";
import { checkoutCall, encrypted } from "./support/checkout.ts";
import { payAtSimulator, submit } from "./support/payments.ts";
import { bypassing, pseudoPage, visibleText } from "./support/pseudo-locale.ts";
import { createUser, type TestUser } from "./support/sessions.ts";
import { createTestApp, type TestApp } from "./support/test-app.ts";

/**
 * docs/adr/0059-hindi-with-lingui.md#2026-11-28-the-last-points: the customer's path read whole — every visible text between the
 * header and the footer — in the pseudo-locale en-XA, where the other guards read chosen regions. Webinar titles,
 * presenters and days are staff's data and Intl's (the pseudo-locale's staff texts are the English ones).
 */
let t: TestApp;
let customer: TestUser;
let webinars: { free: number; paid: number; freeTitle: string; freeTitleHi: string };
beforeAll(async () => {
  t = await createTestApp({ web: true });
  customer = await createUser(t, { name: "Test" });
  await t.db.update(schema.users).set({ language: "hi" }).where(eq(schema.users.id, customer.userId));
  const [free] = await t.db.select().from(schema.webinars).where(eq(schema.webinars.title, "Basics of Technical Analysis"));
  const [paid] = await t.db.select().from(schema.webinars).where(eq(schema.webinars.title, "Options Strategies Masterclass"));
  // The English fallback is what a Hindi page marks: one webinar without a Hindi title.
  await t.db.update(schema.webinars).set({ titleHi: null }).where(eq(schema.webinars.id, paid!.id));
  webinars = { free: free!.id, paid: paid!.id, freeTitle: free!.title, freeTitleHi: free!.titleHi! };
});
afterAll(() => t.close());

const MAIN: [start: string, end: string] = ['<main id="main"', "</main>"];
const WEBINAR_DATA = [
  /Basics of Technical Analysis|Options Strategies Masterclass/g,
  /\b(?:Monday|Tuesday|Wednesday|Thursday|Friday|Saturday|Sunday), \d{1,2} \w+ \d{4}, \d{1,2}:\d{2} [ap]m IST\b/g,
  /\bRahul\b[^⟦]*/g,
];

/** A catalogue sentence around a link or an address is split into several texts: read it as one, brackets and all. */
function sentences(texts: string[]): string[] {
  const joined: string[] = [];
  let open = 0;
  for (const text of texts) {
    if (open > 0) joined[joined.length - 1] += ` ${text}`;
    else joined.push(text);
    open += (text.match(/⟦/g) ?? []).length - (text.match(/⟧/g) ?? []).length;
  }
  return joined;
}

const PAGES: [page: string, url: () => string, who: "visitor" | "customer"][] = [
  ["login", () => "/user/login", "visitor"],
  ["sign-up", () => "/user/sign-up", "visitor"],
  ["password recovery", () => "/my-investar/password-recovery", "visitor"],
  ["email verification", () => "/email-verification", "visitor"],
  ["reopen an account", () => "/reopen-account", "visitor"],
  ["download", () => "/investar/download", "visitor"],
  ["download, signed in", () => "/investar/download", "customer"],
  ["a page that does not exist", () => "/no-such-page", "visitor"],
  ["a free webinar's buy page", () => `/education/buy-webinar?webinarId=${webinars.free}`, "visitor"],
  ["a paid webinar's buy page", () => `/education/buy-webinar?webinarId=${webinars.paid}`, "customer"],
  ["My Wallet", () => "/my-investar/my-wallet", "customer"],
  ["My Referral", () => "/my-investar/my-referral", "customer"],
  ["Change Password", () => "/my-investar/change-password", "customer"],
  ["My Webinars", () => "/education/my-webinars", "customer"],
  ["the mobile app's trial", () => "/MobileTrial", "customer"],
  ["a broker's client's questionnaire", () => "/investar/broker-partner?welcome=client", "customer"],
];

describe("the customer's path in the pseudo-locale en-XA, read whole", () => {
  it.each(PAGES)("%s: every visible text of the page comes from the catalogue", async (_page, url, who) => {
    const res = await pseudoPage(t, url(), who === "customer" ? customer : undefined);
    expect(res.body).toContain('<html lang="en-XA"');
    const texts = sentences(visibleText(res.body, ...MAIN).filter((text) => text !== "Test"));
    expect(texts.filter((text) => text.includes("⟦")).length).toBeGreaterThan(2);
    expect(bypassing(texts, WEBINAR_DATA)).toEqual([]);
    expect(/<title>([^<]*)<\/title>/.exec(res.body)?.[1]).toMatch(/⟦/);
  });

  it("My Profile: the city list's last choice is the form's word; places are listed as written", async () => {
    const res = await pseudoPage(t, "/my-investar/my-profile", customer);
    const city = visibleText(res.body, '<select id="contact-city"', "</select>");
    expect(city.at(-1)).toMatch(/^⟦.*⟧$/);
    expect(bypassing(city)).toEqual([]);
  });
});

describe("a webinar's buy page in Hindi", () => {
  it("names the webinar by staff's Hindi title in its heading and tab, and says a refusal in Hindi", async () => {
    const res = await t.app.inject({ method: "GET", url: `/hi/education/buy-webinar?webinarId=${webinars.free}` });
    const body = res.body.replaceAll("<!-- -->", "");
    expect(body).toContain(`<h1>${webinars.freeTitleHi}</h1>`);
    expect(body).toContain(`<title>${webinars.freeTitleHi}: अपनी सीट बुक करें | Investar</title>`);
    const page = visibleText(body, ...MAIN).join(" ");
    expect(page).not.toContain(webinars.freeTitle);
    expect(page).not.toContain("This webinar is free for you");
    expect(visibleText(body, '<section class="card notice"', "</section>").join(" ")).toMatch(/^[^A-Za-z]*$/);
  });

  it("marks an English title lang=en where staff wrote no Hindi one", async () => {
    const res = await t.app.inject({
      method: "GET",
      url: `/hi/education/buy-webinar?webinarId=${webinars.paid}`,
      headers: { cookie: `investar_session=${customer.token}` },
    });
    expect(res.body).toContain('<h1><span lang="en">Options Strategies Masterclass</span></h1>');
  });

  it("after paying for a seat, says the outcome in Hindi: the webinar's English title marked lang=en, its day in Hindi", async () => {
    const request = webinarPaymentRequestFor({
      webinarId: webinars.paid,
      couponCode: null,
      currency: "INR",
      userId: customer.userId,
      gateway: "CCAvenue",
    });
    const started = await checkoutCall(t, customer, await encrypted(t, request));
    expect(started.statusCode, started.body).toBe(200);
    const returnForm = await payAtSimulator(t, started.json(), "Simulate success");
    await submit(t, returnForm);
    const res = await t.app.inject({
      method: "GET",
      url: `/hi/education/buy-webinar?webinarId=${webinars.paid}&payment=${returnForm.fields.orderNo}`,
      headers: { cookie: `investar_session=${customer.token}` },
    });
    const outcome = visibleText(res.body.replaceAll("<!-- -->", ""), '<section class="payment-confirmation card"', "</section>");
    expect(outcome).toContain("Options Strategies Masterclass");
    expect(res.body).toContain('<dd><span lang="en">Options Strategies Masterclass</span></dd>');
    const rest = outcome.filter((text) => text !== "Options Strategies Masterclass" && text !== returnForm.fields.orderNo);
    // Latin only where Hindi pages keep it: GST and IST, Intl's "pm", and the My Webinars page's name.
    expect(rest.join(" ").replace(/\b(?:GST|IST|pm|My Webinars)\b/g, "")).not.toMatch(/[A-Za-z]/);
    expect(rest.join(" ")).toMatch(/(?:सोमवार|मंगलवार|बुधवार|गुरुवार|शुक्रवार|शनिवार|रविवार), \d{1,2} \S+ \d{4}/);
  });
});

describe("a broker's client's questionnaire in Hindi", () => {
  it("says its choices in Hindi and keeps the answers the partner team reads in English", async () => {
    const res = await t.app.inject({
      method: "GET",
      url: "/hi/investar/broker-partner?welcome=client",
      headers: { cookie: `investar_session=${customer.token}` },
    });
    expect(res.body).toContain('<input type="checkbox" name="segments" value="Equity delivery"/>इक्विटी डिलीवरी');
    expect(res.body).toContain('<option value="Every trading day" selected="">हर ट्रेडिंग दिन</option>');
    expect(res.body).toContain('data-no-segment="कम से कम एक सेगमेंट चुनें जिसमें आप ट्रेड करते हैं।"');
  });
});
