import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { payAtSimulator, pendingOrder, submit } from "./support/payments.ts";
import { giveSubscription } from "./support/pricing.ts";
import { addWebinar } from "./support/webinars.ts";
import { bypassing, pseudoPage, visibleText } from "./support/pseudo-locale.ts";
import { createUser, type TestUser } from "./support/sessions.ts";
import { createTestApp, type TestApp } from "./support/test-app.ts";

/**
 * docs/adr/0059-hindi-with-lingui.md#guards: the purchase's pages in the pseudo-locale en-XA, where every
 * catalogue text is bracketed; visible English outside the brackets bypassed the catalogue. The whole of
 * each page's main region is read, as a visitor and as a signed-in buyer (a first purchase and an upgrade),
 * and the payment's outcomes where the gateway returns the buyer.
 */
let t: TestApp;
let buyer: TestUser;
let upgrader: TestUser;
let webinarId: number;
beforeAll(async () => {
  t = await createTestApp({ web: true });
  buyer = await createUser(t);
  upgrader = await createUser(t);
  await giveSubscription(t, upgrader.userId, { baseProduct: "Standard", plan: "Quarter", expiryDate: "2099-03-20" });
  webinarId = await addWebinar(t, new Date(), 48, {
    title: "Reading breakouts",
    isPaidWebinar: true,
    inrAmount: 1000_00,
    usdAmount: 20_00,
  });
});
afterAll(() => t.close());

const pseudo = (url: string, user?: TestUser) => pseudoPage(t, url, user);

/**
 * Data, not UI text: the customer's first name, order numbers and coupon codes, currency codes, the gateway's
 * own failure words, and the staff's content (docs/adr/0059-hindi-with-lingui.md#consequences): a published offer's
 * label and a bundle's badge (the pseudo-locale shows staff's English).
 */
const DATA = [
  /\bTest\b/g,
  /\b[A-Z]{2,5}-\d{4}-[A-Z0-9]+\b/g,
  /\b(?:TRADER15|NOSUCH|INR|USD|GSTIN|UPI|QR|PDF)\b/g,
  /Payment failed at the gateway \(Unsuccessful\)/g,
  /^(?:Annual offer|Default)$/g,
  // The webinar's own title, presenter and when (staff content and Intl's date).
  /Reading breakouts|Asha Rao/g,
  /^\w+day, \d{1,2} \w+ \d{4}, \d{1,2}:\d\d [ap]m IST$/g,
];

/** The page's main region, "How this price is worked out" included (docs/adr/0066-price-explanation-parts.md). */
async function bypassingOnPage(url: string, user?: TestUser): Promise<string[]> {
  const res = await pseudo(url, user);
  expect(res.statusCode).toBe(200);
  const texts = visibleText(res.body, '<main id="main"', "</body>");
  expect(texts.some((text) => text.includes("⟦"))).toBe(true);
  return bypassing(texts, DATA);
}

const CUSTOMIZE = "/Pricing/CustomizeSubscription?product=Pro&plan=Quarter&currency=INR&noOfLicenses=2&licenseType=Simultaneous";

describe("the purchase in the pseudo-locale en-XA", () => {
  it.each([
    ["/Pricing", "/Pricing"],
    ["the payment FAQs", "/Pricing/PaymentFaqs"],
    ["the standalone prices", "/Pricing/StandalonePrices"],
    ["CustomizeSubscription", CUSTOMIZE],
    ["CustomizeSubscription in USD", "/Pricing/CustomizeSubscription?product=Standard&plan=Annual&currency=USD&couponCode=NOSUCH"],
  ])("%s, as a visitor, shows only catalogue texts", async (_page, url) => {
    expect(await bypassingOnPage(url)).toEqual([]);
  });

  it("CustomizeSubscription, signed in: the options, wallet, billing details, summary and pay step", async () => {
    expect(await bypassingOnPage(CUSTOMIZE, buyer)).toEqual([]);
  });

  it("CustomizeSubscription, an upgrade: the change in words and the extend-or-upgrade choice", async () => {
    expect(await bypassingOnPage("/Pricing/CustomizeSubscription?product=Pro&plan=Quarter&currency=INR", upgrader)).toEqual([]);
  });

  it("the webinar seat's checkout, as a visitor and signed in", async () => {
    const seat = `/education/buy-webinar?webinarId=${webinarId}&currency=INR`;
    expect(await bypassingOnPage(seat)).toEqual([]);
    expect(await bypassingOnPage(seat, buyer)).toEqual([]);
  });

  it.each(["Simulate success", "Simulate failure", "Cancel"])("the outcome where the gateway returns the buyer (%s)", async (button) => {
    const { form } = await pendingOrder(t, buyer.userId);
    const back = await submit(t, await payAtSimulator(t, form, button));
    expect(back.statusCode).toBe(303);
    expect(await bypassingOnPage(back.headers.location as string, buyer)).toEqual([]);
  });

  it("/Pricing: the links under the comparison table are catalogue texts", async () => {
    const res = await pseudo("/Pricing");
    const texts = visibleText(res.body, '<p class="pricing-links"', "</p>");
    expect(texts.some((text) => text.includes("⟦"))).toBe(true);
    expect(bypassing(texts)).toEqual([]);
  });

  it("/hi/Pricing: the links lead to the Hindi payment FAQs and standalone price list", async () => {
    const res = await t.app.inject({ method: "GET", url: "/hi/Pricing" });
    const links = visibleText(res.body, '<p class="pricing-links"', "</p>");
    expect(links).toContain("पेमेंट FAQs");
    expect(res.body).toContain('href="/hi/Pricing/PaymentFaqs"');
    expect(res.body).toContain('href="/hi/Pricing/StandalonePrices"');
  });
});
