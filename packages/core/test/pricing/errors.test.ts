import { describe, expect, it } from "vitest";
import {
  DEFAULT_PRICING_ERROR_MESSAGES,
  isPricingErrorCode,
  PRICING_ERROR_CODES,
  quote,
  type QuoteSelection,
} from "../../src/pricing/index.ts";
import { coupon, NOW, refused, schemeRule, select, subscriber, testCatalogue, toolSubscr } from "./fixtures.ts";

const catalogue = testCatalogue();
const standardSubscriber = subscriber({ ToolSubscr: toolSubscr() }); // Standard, Quarter, expires 10 Mar 2025
const keep = { expiryMode: 0 as const };
/** docs/business-rules.md#pricing-error-codes, in its order. */
const SPEC_CODES = (
  "InvalidSelection SelectLicenseType InvalidLicenseNumber CanNotChangePlanForRecurring LiteWithoutAddon ScreenerNeedsDataAddon " +
  "SubscriptionEnds PlanChange WebinarWithLite InvalidProduct SelectionModeChange CouponCodeApply RTFo"
).split(" ");

describe("the 13 pricing errors of docs/business-rules.md#pricing-error-codes", () => {
  it("are exactly SPEC's list, each with a default message", () => {
    expect(PRICING_ERROR_CODES).toEqual(SPEC_CODES);
    for (const code of PRICING_ERROR_CODES) expect(DEFAULT_PRICING_ERROR_MESSAGES[code].length).toBeGreaterThan(20);
    expect(isPricingErrorCode("RTFo")).toBe(true);
    expect(isPricingErrorCode("Nope")).toBe(false);
  });
});

describe("when each error arises", () => {
  it("InvalidSelection: unknown, disallowed or repeated add-ons, unlisted portfolios, bad currency or plan", () => {
    const cases: [Partial<QuoteSelection>, string][] = [
      [{ addons: ["Gold"] }, 'The add-on "Gold" doesn\'t exist. Please choose from the list.'],
      [{ product: "Basic", addons: ["Cash5"] }, "Intraday (NSE Cash 5-Min) can't be added to Basic."],
      [{ addons: ["Cash5", "Cash5"] }, "Intraday (NSE Cash 5-Min) is selected twice."],
      [{ portfolio: 7 }, "Please choose a portfolio package from the list (5, 10)."],
      [{ isMobile: true, portfolio: 5 }, "Portfolio packages are bought with the desktop software, not the mobile app."],
      [{ currency: "EUR" as never }, "Please choose INR or USD as the currency."],
      [{ plan: "Weekly" as never }, "Please choose a Month, Quarter or Annual plan."],
      [{ expiryMode: 2 as never }, "Please choose whether to keep or extend your expiry date."],
    ];
    for (const [fields, message] of cases)
      expect(refused(quote(catalogue, null, select(fields), NOW))).toEqual({ code: "InvalidSelection", message });
  });

  it("InvalidSelection: dropping something while keeping the expiry date, or mobile already included", () => {
    const withAddon = subscriber({ ToolSubscr: toolSubscr({ Addons: ["Cash5"] }) });
    expect(refused(quote(catalogue, withAddon, select({ product: "Pro", ...keep }), NOW)).code).toBe("InvalidSelection");
    const freeMobile = subscriber({ ToolSubscr: toolSubscr({ BaseProduct: "Pro", isMobileFree: true }) });
    expect(refused(quote(catalogue, freeMobile, select({ isMobile: true }), NOW))).toEqual({
      code: "InvalidSelection",
      message: "Your Pro subscription already includes the mobile app free until 10 Mar 2025.",
    });
  });

  it("SelectLicenseType: several licences without a licence type", () => {
    expect(refused(quote(catalogue, null, select({ noOfLicenses: 2 }), NOW))).toEqual({
      code: "SelectLicenseType",
      message: DEFAULT_PRICING_ERROR_MESSAGES.SelectLicenseType,
    });
  });

  it("InvalidLicenseNumber: not 1 to the maximum, more than one on Lite or mobile, fewer than held when keeping the expiry", () => {
    for (const noOfLicenses of [0, -1, 1.5, 11, Number.NaN]) {
      expect(refused(quote(catalogue, null, select({ noOfLicenses, licenseType: "Simultaneous" }), NOW))).toEqual({
        code: "InvalidLicenseNumber",
        message: "Please enter a whole number of licences from 1 to 10.",
      });
    }
    expect(
      refused(quote(catalogue, null, select({ product: "Lite", addons: ["History"], noOfLicenses: 2, licenseType: "Simultaneous" }), NOW))
        .message,
    ).toBe("Lite runs on one computer, so it has one licence.");
    expect(refused(quote(catalogue, null, select({ isMobile: true, noOfLicenses: 2, licenseType: "Simultaneous" }), NOW)).message).toBe(
      "A mobile subscription has one licence.",
    );
    const three = subscriber({ ToolSubscr: toolSubscr({ NoOfLicenses: 3 }) });
    expect(
      refused(quote(catalogue, three, select({ product: "Pro", noOfLicenses: 2, licenseType: "Simultaneous", ...keep }), NOW)),
    ).toEqual({
      code: "InvalidLicenseNumber",
      message: "You have 3 licences. Keeping your expiry date, you can only add licences.",
    });
  });

  it("CanNotChangePlanForRecurring: a recurring payment for another billing period", () => {
    expect(refused(quote(catalogue, standardSubscriber, select({ plan: "Annual", isRecurring: true }), NOW))).toEqual({
      code: "CanNotChangePlanForRecurring",
      message: "Your recurring payment is for a Quarter plan. Keep the Quarter plan, or pay without recurring to switch to Annual.",
    });
  });

  it("LiteWithoutAddon: Lite alone", () => {
    expect(refused(quote(catalogue, null, select({ product: "Lite" }), NOW))).toEqual({
      code: "LiteWithoutAddon",
      message: "Lite is free. Add at least one add-on to buy with it, or choose a paid edition.",
    });
  });

  it("ScreenerNeedsDataAddon: the screener without a data add-on", () => {
    expect(refused(quote(catalogue, null, select({ addons: ["Screener", "History"] }), NOW))).toEqual({
      code: "ScreenerNeedsDataAddon",
      message: "Intraday Screener scans intraday data, so it needs a data add-on too, for example an intraday add-on.",
    });
  });

  it("SubscriptionEnds: keeping the expiry date with no months left", () => {
    const inGrace = subscriber({ ToolSubscr: toolSubscr({ ExpiryDate: "2025-01-08" }) });
    expect(refused(quote(catalogue, inGrace, select({ product: "Pro", ...keep }), NOW))).toEqual({
      code: "SubscriptionEnds",
      message:
        "Your subscription ended on 8 Jan 2025 and is in its grace period until 13 Jan 2025. Choose 'Extend expiry date' to renew it.",
    });
    const endsToday = subscriber({ ToolSubscr: toolSubscr({ ExpiryDate: "2025-01-10" }) });
    expect(refused(quote(catalogue, endsToday, select({ product: "Pro", ...keep }), NOW)).code).toBe("SubscriptionEnds");
  });

  it("PlanChange: keeping the expiry date with another billing period", () => {
    expect(refused(quote(catalogue, standardSubscriber, select({ product: "Pro", plan: "Annual", ...keep }), NOW))).toEqual({
      code: "PlanChange",
      message:
        "Keeping your expiry date keeps your Quarter plan. Choose the Quarter plan, or choose 'Extend expiry date' to switch to Annual.",
    });
  });

  it("WebinarWithLite: a webinar offer coupon with Lite", () => {
    const withWebinarCoupon = testCatalogue({
      coupons: [coupon("LEARN20")],
      discountRules: [{ ...schemeRule({ DiscountInPercent: 20, CouponCode: "LEARN20" }), type: "Webinar" }],
    });
    expect(refused(quote(withWebinarCoupon, null, select({ product: "Lite", addons: ["History"], couponCode: "LEARN20" }), NOW))).toEqual({
      code: "WebinarWithLite",
      message: "Coupon LEARN20 is a webinar offer, which applies to Basic, Standard and Pro, not to Lite.",
    });
  });

  it("InvalidProduct: a product that isn't sold, or not on mobile", () => {
    expect(refused(quote(catalogue, null, select({ product: "Platinum" }), NOW))).toEqual({
      code: "InvalidProduct",
      message: '"Platinum" isn\'t available. Please choose one of the listed products.',
    });
    expect(refused(quote(catalogue, null, select({ product: "Basic", isMobile: true }), NOW)).message).toBe(
      '"Basic" isn\'t available on mobile. Please choose one of the listed products.',
    );
  });

  it("SelectionModeChange: keeping the expiry date without adding anything", () => {
    expect(refused(quote(catalogue, standardSubscriber, select(keep), NOW))).toEqual({
      code: "SelectionModeChange",
      message:
        "You already have this subscription until 10 Mar 2025. Add an edition upgrade, an add-on or a licence, or choose 'Extend expiry date' to renew it.",
    });
  });

  it("CouponCodeApply: a coupon that can't be used", () => {
    expect(refused(quote(catalogue, null, select({ couponCode: "FREE100" }), NOW))).toEqual({
      code: "CouponCodeApply",
      message: 'We don\'t recognise the coupon code "FREE100". Please check the spelling.',
    });
  });

  it("RTFo: real-time F&O without real-time NSE cash", () => {
    expect(refused(quote(catalogue, null, select({ addons: ["RTFO"] }), NOW))).toEqual({
      code: "RTFo",
      message:
        "Real-Time (NSE F&O) needs Real-Time (NSE Cash) as well, because F&O analysis uses the live prices of the underlying stocks.",
    });
  });
});
