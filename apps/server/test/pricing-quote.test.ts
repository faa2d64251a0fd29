import { beforeAll, describe, expect, it } from "vitest";
import { PRICING_ERROR_CODES } from "@investar/core";
import { giveSubscription, PRICING_NOW, quoteCall, setTrialEnd } from "./support/pricing.ts";
import type { TestUser } from "./support/sessions.ts";
import { suiteApp, suiteUser } from "./support/suite.ts";

const t = suiteApp({ now: () => PRICING_NOW });
/** Standard, Quarter, in service until 10 May 2026: two whole months left on 10 Mar 2026. */
const subscriber = suiteUser(t);
/** Standard, Quarter, ended 7 Mar 2026: inside the Quarter plan's 5-day grace period. */
const lapsing = suiteUser(t);

beforeAll(async () => {
  for (const user of [subscriber, lapsing]) await setTrialEnd(t, user.userId, new Date("2026-01-01T00:00:00Z"));
  await giveSubscription(t, subscriber.userId, { baseProduct: "Standard", plan: "Quarter", expiryDate: "2026-05-10" });
  await giveSubscription(t, lapsing.userId, { baseProduct: "Standard", plan: "Quarter", expiryDate: "2026-03-07" });
});

describe("POST /api/payment/Quote: prices", () => {
  it("prices a fresh Standard quarter for an anonymous visitor in rupees: ₹2,493 + GST ₹448 = ₹2,941", async () => {
    const res = await quoteCall(t, { currency: "INR", product: "Standard", plan: "Quarter" });
    expect(res.statusCode).toBe(200);
    const summary = res.json();
    expect(summary).toMatchObject({
      currency: "INR",
      kind: "fresh",
      productAndAmounts: [
        {
          Id: "Standard",
          Name: "Standard",
          AmountForCurrent: 0,
          AmountForRenew: 2493,
          LicenseForCurrent: 0,
          LicenseForRenew: 0,
          Total: 2493,
        },
      ],
      originalPrice: 2493,
      discount: 0,
      gst: 448, // 18% of 2,493 = 448.74, rounded down
      totalExcludingDeduction: 2941,
      total: 2941,
      newExpiryDate: "2026-06-10",
      currentExpiryDate: null,
    });
    expect(summary.explanation.join(" ")).toMatch(/GST 18%/);
  });

  it("prices the same in dollars with cents and no GST: $35.97", async () => {
    const summary = (await quoteCall(t, { currency: "USD", product: "Standard", plan: "Quarter" })).json();
    expect(summary).toMatchObject({ currency: "USD", originalPrice: 35.97, gst: 0, total: 35.97 });
  });

  it("applies the annual offer's two free months to a new annual subscription", async () => {
    const summary = (await quoteCall(t, { currency: "INR", product: "Standard", plan: "Annual" })).json();
    // ₹7,950 + GST 1,431 (18% of 7,950 = 1,431.00); 12 + 2 months from 10 Mar 2026.
    expect(summary).toMatchObject({ originalPrice: 7950, gst: 1431, total: 9381, freeMonths: 2, newExpiryDate: "2027-05-10" });
  });

  it("takes a coupon, case and spaces ignored: WELCOME10 takes 10% off a new customer's order", async () => {
    const summary = (await quoteCall(t, { currency: "INR", product: "Pro", plan: "Quarter", couponCode: "  welcome10 " })).json();
    // ₹3,495 − ₹349.50 → ₹350 (rounded half up) = ₹3,145; GST 18% of 3,145 = 566.10 → 566.
    expect(summary).toMatchObject({
      originalPrice: 3495,
      discount: 350,
      discountPerc: 10,
      discountType: "SchemeDiscount",
      gst: 566,
      total: 3711,
      appliedCouponCode: "WELCOME10",
    });
  });

  it("shows an anonymous visitor the fresh price and a subscriber the upgrade price of the same selection", async () => {
    const body = { currency: "INR", product: "Pro", plan: "Quarter", expiryMode: 0 };
    const anonymous = (await quoteCall(t, body)).json();
    expect(anonymous).toMatchObject({ kind: "fresh", originalPrice: 3495, gst: 629, total: 4124 });

    const upgrade = (await quoteCall(t, body, subscriber.auth)).json();
    // ADR 0003: (₹3,495 − ₹2,493) ÷ 3 × 2 months left = ₹668; GST 18% of 668 = 120.24 → 120.
    expect(upgrade).toMatchObject({
      kind: "upgrade",
      productAndAmounts: [{ Id: "Pro", AmountForCurrent: 668, AmountForRenew: 0, Total: 668 }],
      originalPrice: 668,
      gst: 120,
      total: 788,
      remainingMonths: 2,
      currentExpiryDate: "2026-05-10",
      newExpiryDate: "2026-05-10",
    });
  });

  it("extends a subscriber's expiry date: the upgrade for the months left plus a new Pro quarter after 10 May", async () => {
    const summary = (await quoteCall(t, { currency: "INR", product: "Pro", plan: "Quarter", expiryMode: 1 }, subscriber.auth)).json();
    // 668 + 3,495 = 4,163; GST 18% = 749.34 → 749.
    expect(summary).toMatchObject({ kind: "upgrade", originalPrice: 4163, gst: 749, total: 4912, newExpiryDate: "2026-08-10" });
  });
});

/** One request that makes the engine answer each pricing error of docs/business-rules.md#pricing-error-codes. */
const errorCases: Array<{ code: (typeof PRICING_ERROR_CODES)[number]; body: Record<string, unknown>; as?: () => TestUser }> = [
  { code: "InvalidSelection", body: { currency: "INR", product: "Standard", plan: "Quarter", portfolio: 7 } },
  { code: "SelectLicenseType", body: { currency: "INR", product: "Standard", plan: "Quarter", noOfLicenses: 2 } },
  { code: "InvalidLicenseNumber", body: { currency: "INR", product: "Standard", plan: "Quarter", noOfLicenses: 0 } },
  {
    code: "CanNotChangePlanForRecurring",
    body: { currency: "INR", product: "Standard", plan: "Annual", isRecurring: true },
    as: () => subscriber,
  },
  { code: "LiteWithoutAddon", body: { currency: "INR", product: "Lite", plan: "Quarter" } },
  { code: "ScreenerNeedsDataAddon", body: { currency: "INR", product: "Pro", plan: "Quarter", addons: ["Intraday Screener"] } },
  { code: "SubscriptionEnds", body: { currency: "INR", product: "Pro", plan: "Quarter", expiryMode: 0 }, as: () => lapsing },
  { code: "PlanChange", body: { currency: "INR", product: "Pro", plan: "Annual", expiryMode: 0 }, as: () => subscriber },
  {
    code: "WebinarWithLite",
    body: { currency: "INR", product: "Lite", plan: "Quarter", addons: ["Extended EOD History"], couponCode: "WEBINAR20" },
  },
  { code: "InvalidProduct", body: { currency: "INR", product: "Ultra", plan: "Quarter" } },
  { code: "SelectionModeChange", body: { currency: "INR", product: "Standard", plan: "Quarter", expiryMode: 0 }, as: () => subscriber },
  { code: "CouponCodeApply", body: { currency: "INR", product: "Standard", plan: "Quarter", couponCode: "NOSUCHCODE" } },
  { code: "RTFo", body: { currency: "INR", product: "Standard", plan: "Quarter", addons: ["Real-Time (NSE F&O)"] } },
];

describe("POST /api/payment/Quote: pricing errors", () => {
  it("has a case for every one of the 13 pricing errors", () => {
    expect(errorCases.map((c) => c.code).sort()).toEqual([...PRICING_ERROR_CODES].sort());
  });

  for (const c of errorCases) {
    it(`answers 400 with code ${c.code} and a message`, async () => {
      const res = await quoteCall(t, c.body, c.as?.().auth ?? {});
      expect(res.statusCode).toBe(400);
      const body = res.json();
      expect(body.code).toBe(c.code);
      expect(body.message.length).toBeGreaterThan(10);
    });
  }
});

describe("POST /api/payment/Quote: malformed bodies", () => {
  const bad: Array<[string, unknown, RegExp]> = [
    ["no plan", { currency: "INR", product: "Standard" }, /plan/],
    ["an unknown currency", { currency: "EUR", product: "Standard", plan: "Quarter" }, /currency/],
    ["an expiry mode other than 0 or 1", { currency: "INR", product: "Standard", plan: "Quarter", expiryMode: 2 }, /expiryMode/],
    ["a fractional licence count", { currency: "INR", product: "Standard", plan: "Quarter", noOfLicenses: 1.5 }, /noOfLicenses/],
    ["add-ons that are not a list", { currency: "INR", product: "Standard", plan: "Quarter", addons: "Intraday" }, /addons/],
    ["an empty product", { currency: "INR", product: "", plan: "Quarter" }, /product/],
  ];
  for (const [what, body, message] of bad) {
    it(`answers 400 with a message for ${what}`, async () => {
      const res = await quoteCall(t, body);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ code: "BadRequest", message: expect.stringMatching(message) });
    });
  }

  it("answers 400 for a body that is not JSON", async () => {
    const res = await t.app.inject({
      method: "POST",
      url: "/api/payment/Quote",
      payload: "{not json",
      headers: { "content-type": "application/json" },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBeTruthy();
  });
});
