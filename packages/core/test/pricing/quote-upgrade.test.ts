import { describe, expect, it } from "vitest";
import { EXPIRY_MODE, quote } from "../../src/pricing/index.ts";
import { NOW, priced, select, subscriber, testCatalogue, toolSubscr, priceLine } from "./fixtures.ts";

const catalogue = testCatalogue();
const keep = EXPIRY_MODE.sameExpiryDate;
const extend = EXPIRY_MODE.extendExpiryDate;
/** Standard, Quarter, 1 licence, expiring 10 Mar 2025: exactly 2 months after NOW. */
const standardSubscriber = subscriber({ ToolSubscr: toolSubscr() });

describe("upgrade keeping the expiry date (sameExpiryDate)", () => {
  it("charges the difference of the monthly rates for the months left", () => {
    const summary = priced(quote(catalogue, standardSubscriber, select({ product: "Pro", expiryMode: keep }), NOW));
    // (₹3,900 − ₹2,700) ÷ 3 × 2 = ₹800; GST ₹144.
    expect(summary.productAndAmounts).toEqual([priceLine("Pro", "Pro", { AmountForCurrent: 800_00, Total: 800_00 })]);
    expect(summary).toMatchObject({
      kind: "upgrade",
      remainingMonths: 2,
      originalPrice: 800_00,
      gst: 144_00,
      total: 944_00,
      currentExpiryDate: "2025-03-10",
      newExpiryDate: "2025-03-10",
    });
    expect(summary.explanation).toEqual([
      "Upgrade of your Standard subscription to Pro, keeping your expiry date of 10 Mar 2025.",
      "From 10 Jan 2025 to 10 Mar 2025 is 2 whole months, so 2 months are left.",
      "Upgrade from Standard to Pro for the 2 months left on your Quarter plan: (₹3,900 − ₹2,700 for Standard) ÷ 3 months × 2 months = ₹800.",
      "Price before discount: ₹800.",
      "GST 18% on ₹800: ₹144 (rounded down to the rupee).",
      "To pay: ₹944. Your subscription will run until 10 Mar 2025.",
    ]);
  });

  it("counts leftover days as a month only beyond the plan's grace period", () => {
    const within = subscriber({ ToolSubscr: toolSubscr({ ExpiryDate: "2025-03-15" }) }); // 2 months 5 days
    const beyond = subscriber({ ToolSubscr: toolSubscr({ ExpiryDate: "2025-03-16" }) }); // 2 months 6 days
    expect(priced(quote(catalogue, within, select({ product: "Pro", expiryMode: keep }), NOW)).originalPrice).toBe(800_00);
    const summary = priced(quote(catalogue, beyond, select({ product: "Pro", expiryMode: keep }), NOW));
    expect(summary).toMatchObject({ remainingMonths: 3, originalPrice: 1_200_00 });
    expect(summary.explanation[1]).toBe(
      "From 10 Jan 2025 to 16 Mar 2025 is 2 whole months and 6 days; 6 days is more than the 5-day grace period of a Quarter plan, so we count 3 months.",
    );
  });

  it("credits what the customer actually paid: their price set less their recorded discount", () => {
    const details = subscriber({
      ToolSubscr: toolSubscr(),
      SubscrDetails: { Standard: { PriceSet: "INR_01_07_17", DiscountInPercent: 10 } },
    });
    const summary = priced(quote(catalogue, details, select({ product: "Pro", expiryMode: keep }), NOW));
    // Paid ₹2,400 less 10% = ₹2,160 a quarter; (₹3,900 − ₹2,160) ÷ 3 × 2 = ₹1,160.
    expect(summary.productAndAmounts[0]).toMatchObject({ AmountForCurrent: 1_160_00, Total: 1_160_00 });
    expect(summary.explanation).toContain(
      "Upgrade from Standard to Pro for the 2 months left on your Quarter plan: (₹3,900 − ₹2,160 you paid for Standard after your 10% discount) ÷ 3 months × 2 months = ₹1,160.",
    );
  });

  it("uses the monthly rate of the current billing period (an Annual plan's lower rate)", () => {
    const details = subscriber({ ToolSubscr: toolSubscr({ Plan: "Annual", ExpiryDate: "2025-07-10" }) });
    const summary = priced(quote(catalogue, details, select({ product: "Pro", plan: "Annual", expiryMode: keep }), NOW));
    // (₹14,400 − ₹9,600) ÷ 12 × 6 = ₹2,400.
    expect(summary).toMatchObject({ remainingMonths: 6, originalPrice: 2_400_00 });
  });

  it("rounds a pro-rated amount once, half up to the rupee", () => {
    const oneMonthLeft = subscriber({ ToolSubscr: toolSubscr({ ExpiryDate: "2025-02-10" }) });
    const priceFO5At = (quarter: number) => testCatalogue({ prices: { ...catalogue.prices, FO5: { Quarter: { INR: quarter } } } });
    const lineFor = (quarter: number) =>
      priced(quote(priceFO5At(quarter), oneMonthLeft, select({ addons: ["FO5"], expiryMode: keep }), NOW)).productAndAmounts[1];
    expect(lineFor(1_000_00)).toMatchObject({ Id: "FO5", AmountForCurrent: 333_00 }); // ₹333.33 → ₹333
    expect(lineFor(1_001_00)).toMatchObject({ Id: "FO5", AmountForCurrent: 334_00 }); // ₹333.67 → ₹334
  });
});

describe("extension keeping the expiry date: more add-ons or licences", () => {
  it("charges a new add-on's monthly rate for the months left", () => {
    const summary = priced(quote(catalogue, standardSubscriber, select({ addons: ["Cash5"], expiryMode: keep }), NOW));
    expect(summary.kind).toBe("extension");
    expect(summary.productAndAmounts).toEqual([
      priceLine("Standard", "Standard"),
      priceLine("Cash5", "Intraday (NSE Cash 5-Min)", { AmountForCurrent: 800_00, Total: 800_00 }),
    ]);
    expect(summary.explanation).toContain(
      "Intraday (NSE Cash 5-Min) added for the 2 months left on your Quarter plan: ₹1,200 ÷ 3 months × 2 months = ₹800.",
    );
  });

  it("charges added simultaneous licences for the months left, with the licence discount on the total count", () => {
    const summary = priced(
      quote(catalogue, standardSubscriber, select({ noOfLicenses: 3, licenseType: "Simultaneous", expiryMode: keep }), NOW),
    );
    // 2 added × ₹2,700 ÷ 3 × 2 = ₹3,600; 3 licences → 20% = ₹720; GST on ₹2,880 = ₹518.40 → ₹518.
    expect(summary.productAndAmounts[0]).toMatchObject({ AmountForCurrent: 0, LicenseForCurrent: 3_600_00, Total: 3_600_00 });
    expect(summary).toMatchObject({ kind: "extension", discount: 720_00, discountType: "License", gst: 518_00, total: 3_398_00 });
  });

  it("charges an edition upgrade on every licence held", () => {
    const details = subscriber({ ToolSubscr: toolSubscr({ NoOfLicenses: 2 }) });
    const summary = priced(
      quote(catalogue, details, select({ product: "Pro", noOfLicenses: 2, licenseType: "Simultaneous", expiryMode: keep }), NOW),
    );
    // ₹800 on the first licence and ₹800 on the second; 10% for 2 licences.
    expect(summary.productAndAmounts[0]).toMatchObject({ AmountForCurrent: 800_00, LicenseForCurrent: 800_00, Total: 1_600_00 });
    expect(summary).toMatchObject({ discount: 160_00, discountPerc: 10 });
  });
});

describe("upgrade or extension that extends the expiry date (extendExpiryDate)", () => {
  it("charges the months left at the upgrade difference plus the whole new period", () => {
    const summary = priced(quote(catalogue, standardSubscriber, select({ product: "Pro", plan: "Annual", expiryMode: extend }), NOW));
    // ₹800 for the 2 months left + Pro Annual ₹14,400 = ₹15,200; GST ₹2,736.
    expect(summary.productAndAmounts).toEqual([
      priceLine("Pro", "Pro", { AmountForCurrent: 800_00, AmountForRenew: 14_400_00, Total: 15_200_00 }),
    ]);
    expect(summary).toMatchObject({
      kind: "upgrade",
      originalPrice: 15_200_00,
      gst: 2_736_00,
      total: 17_936_00,
      newExpiryDate: "2026-03-10",
    });
    expect(summary.explanation[0]).toBe(
      "Upgrade of your Standard subscription to Pro, adding the Annual plan (12 months) after 10 Mar 2025.",
    );
  });

  it("charges new non-simultaneous licences once, on the current subscription", () => {
    const summary = priced(quote(catalogue, standardSubscriber, select({ noOfLicenses: 3, licenseType: "NonSimultaneous" }), NOW));
    expect(summary.kind).toBe("extension");
    expect(summary.productAndAmounts[1]).toEqual(
      priceLine("NonSimultaneousLicences", "Extra non-simultaneous licences", { LicenseForCurrent: 2_000_00, Total: 2_000_00 }),
    );
    expect(summary.originalPrice).toBe(4_700_00); // Standard Quarter ₹2,700 + ₹2,000
    const held = subscriber({ ToolSubscr: toolSubscr({ LicenseType: "NonSimultaneous", NoOfLicenses: 3 }) });
    expect(priced(quote(catalogue, held, select({ noOfLicenses: 3, licenseType: "NonSimultaneous" }), NOW)).originalPrice).toBe(2_700_00);
  });
});
