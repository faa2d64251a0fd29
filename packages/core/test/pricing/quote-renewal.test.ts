import { describe, expect, it } from "vitest";
import { quote } from "../../src/pricing/index.ts";
import { NOW, priced, select, subscriber, testCatalogue, toolSubscr, priceLine } from "./fixtures.ts";

const catalogue = testCatalogue();
const recordedSet = { Standard: { PriceSet: "INR_01_07_17", DiscountInPercent: 0 } };

describe("renewal (extendExpiryDate, nothing added)", () => {
  it("renews at the price set recorded for the subscriber and adds the plan to the expiry", () => {
    const details = subscriber({ ToolSubscr: toolSubscr(), SubscrDetails: recordedSet });
    const summary = priced(quote(catalogue, details, select(), NOW));
    // INR_01_07_17 Standard Quarter ₹2,400 (current ₹2,700); GST ₹432.
    expect(summary.productAndAmounts).toEqual([priceLine("Standard", "Standard", { AmountForRenew: 2_400_00, Total: 2_400_00 })]);
    expect(summary).toMatchObject({ kind: "renewal", remainingMonths: 0, gst: 432_00, total: 2_832_00, newExpiryDate: "2025-06-10" });
    expect(summary.explanation.slice(0, 2)).toEqual([
      "Renewal of your Standard subscription, adding the Quarter plan (3 months) after 10 Mar 2025.",
      "Standard, Quarter plan (3 months), at your prices of 1 Jul 2017: ₹2,400.",
    ]);
  });

  it("uses the USD counterpart of the recorded set when paying in USD", () => {
    const details = subscriber({ ToolSubscr: toolSubscr(), SubscrDetails: recordedSet });
    expect(priced(quote(catalogue, details, select({ currency: "USD" }), NOW)).total).toBe(36_00); // USD_01_07_17: $36.00
  });

  it("falls back to current prices for items the recorded set doesn't price", () => {
    const details = subscriber({
      ToolSubscr: toolSubscr({ BaseProduct: "Pro" }),
      SubscrDetails: { Pro: { PriceSet: "INR_01_07_17", DiscountInPercent: 0 } },
    });
    expect(priced(quote(catalogue, details, select({ product: "Pro" }), NOW)).originalPrice).toBe(3_600_00); // INR_01_07_17 has Pro
    expect(priced(quote(catalogue, details, select({ product: "Pro", currency: "USD" }), NOW)).originalPrice).toBe(54_00); // no USD_01_07_17 Pro: current $54.00
    // History is newer than the 2017 set: current ₹450 for the new period.
    expect(priced(quote(catalogue, details, select({ product: "Pro", addons: ["History"] }), NOW)).productAndAmounts[1]).toMatchObject({
      Id: "History",
      AmountForRenew: 450_00,
    });
  });

  it("within the grace period continues from the old expiry date, without a gap, at the recorded prices", () => {
    const details = subscriber({ ToolSubscr: toolSubscr({ ExpiryDate: "2025-01-05" }), SubscrDetails: recordedSet }); // 5 days late, Quarter grace 5
    const summary = priced(quote(catalogue, details, select(), NOW));
    expect(summary).toMatchObject({ kind: "renewal", originalPrice: 2_400_00, newExpiryDate: "2025-04-05" });
    expect(summary.explanation[1]).toBe(
      "It ended on 5 Jan 2025 and is within its 5-day grace period, so the new period follows on without a gap.",
    );
  });

  it("may change the billing period", () => {
    const summary = priced(quote(catalogue, subscriber({ ToolSubscr: toolSubscr() }), select({ plan: "Annual" }), NOW));
    expect(summary).toMatchObject({ kind: "renewal", originalPrice: 9_600_00, newExpiryDate: "2026-03-10" });
  });

  it("may drop an add-on or move to a lower edition for the new period, without a refund", () => {
    const withAddon = subscriber({ ToolSubscr: toolSubscr({ BaseProduct: "Pro", Addons: ["Cash5"] }) });
    const summary = priced(quote(catalogue, withAddon, select({ product: "Standard" }), NOW));
    expect(summary).toMatchObject({ kind: "renewal", originalPrice: 2_700_00, newExpiryDate: "2025-06-10" });
    expect(summary.productAndAmounts[0]).toMatchObject({ AmountForCurrent: 0, AmountForRenew: 2_700_00 });
    expect(summary.explanation).toContain(
      "You keep Pro, Intraday (NSE Cash 5-Min) until 10 Mar 2025; the new period doesn't include them.",
    );
  });

  it("renews every simultaneous licence with the licence discount", () => {
    const details = subscriber({ ToolSubscr: toolSubscr({ NoOfLicenses: 5 }) });
    const summary = priced(quote(catalogue, details, select({ noOfLicenses: 5, licenseType: "Simultaneous" }), NOW));
    // 5 × ₹2,700 = ₹13,500; 25% = ₹3,375; GST on ₹10,125 = ₹1,822.50 → ₹1,822.
    expect(summary).toMatchObject({
      kind: "renewal",
      originalPrice: 13_500_00,
      discount: 3_375_00,
      discountPerc: 25,
      gst: 1_822_00,
      total: 11_947_00,
    });
  });
});

describe("mobile subscriptions", () => {
  it("are priced from the mobile catalogue", () => {
    const summary = priced(quote(catalogue, null, select({ isMobile: true }), NOW));
    expect(summary).toMatchObject({ kind: "fresh", originalPrice: 900_00, gst: 162_00, total: 1_062_00 });
  });

  it("build on the mobile subscription, not the desktop one, and ignore the desktop trial", () => {
    const details = subscriber({
      TrialEndDate: "2025-01-15",
      ToolSubscr: toolSubscr({ BaseProduct: "Pro" }),
      MobileSubscr: toolSubscr({ ExpiryDate: "2025-03-10" }),
    });
    const summary = priced(quote(catalogue, details, select({ isMobile: true, product: "Pro", expiryMode: 0 }), NOW));
    // Mobile (₹1,200 − ₹900) ÷ 3 × 2 = ₹200.
    expect(summary).toMatchObject({ kind: "upgrade", remainingMonths: 2, originalPrice: 200_00 });
  });

  it("a mobile subscription that came free earns no credit on an upgrade", () => {
    const details = subscriber({ MobileSubscr: toolSubscr({ isMobileFree: true }) });
    const summary = priced(quote(catalogue, details, select({ isMobile: true, product: "Pro", expiryMode: 0 }), NOW));
    expect(summary.originalPrice).toBe(800_00); // ₹1,200 ÷ 3 × 2
  });
});
