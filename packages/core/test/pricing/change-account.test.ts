import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { isChargeable } from "../../src/money.ts";
import { changeAccount, EXPIRY_MODE, quote } from "../../src/pricing/index.ts";
import { quoteInputArb } from "./arbitraries.ts";
import { NOW, priced, select, subscriber, testCatalogue, toolSubscr } from "./fixtures.ts";

const catalogue = testCatalogue();
const keep = EXPIRY_MODE.sameExpiryDate;
/** Standard, Quarter, 1 licence, expiring 10 Mar 2025: 2 months after NOW. */
const standardSubscriber = subscriber({ ToolSubscr: toolSubscr() });

describe("an upgrade told in words (docs/business-rules.md#pricing-pages)", () => {
  it("says what the months left are worth, what the new edition costs for them, and what is paid today", () => {
    const summary = priced(quote(catalogue, standardSubscriber, select({ product: "Pro", expiryMode: keep }), NOW));
    // Standard ₹2,700 and Pro ₹3,900 a quarter: 2 of its 3 months are worth ₹1,800; Pro for them, ₹2,600.
    expect(changeAccount(summary)).toEqual({
      monthsLeft: 2,
      leftWorth: 1_800_00,
      newCostForMonthsLeft: 2_600_00,
      forMonthsLeft: 800_00,
      newPeriod: 0,
      licenceFee: 0,
      portfolio: 0,
      discount: 0,
      gst: 144_00,
      walletCredits: 0,
      paidToday: 944_00,
    });
  });

  it("counts what the customer actually paid for the edition they leave: their price set less their discount", () => {
    const details = subscriber({
      ToolSubscr: toolSubscr(),
      SubscrDetails: { Standard: { PriceSet: "INR_01_07_17", DiscountInPercent: 10 } },
    });
    const account = changeAccount(priced(quote(catalogue, details, select({ product: "Pro", expiryMode: keep }), NOW)));
    // Paid ₹2,400 less 10% = ₹2,160 a quarter: 2 months left are worth ₹1,440.
    expect(account).toMatchObject({ leftWorth: 1_440_00, newCostForMonthsLeft: 2_600_00, forMonthsLeft: 1_160_00 });
  });

  it("adds the new period bought after the current expiry when the expiry date is extended", () => {
    const summary = priced(quote(catalogue, standardSubscriber, select({ product: "Pro" }), NOW));
    const account = changeAccount(summary)!;
    expect(account).toMatchObject({ leftWorth: 1_800_00, forMonthsLeft: 800_00 });
    expect(account.newPeriod).toBe(summary.productAndAmounts[0]!.AmountForRenew);
    expect(account.forMonthsLeft + account.newPeriod - account.discount + account.gst - account.walletCredits).toBe(summary.total);
  });

  it("has nothing to tell for a new subscription or a plain renewal", () => {
    expect(changeAccount(priced(quote(catalogue, null, select({ product: "Pro" }), NOW)))).toBeNull();
    expect(changeAccount(priced(quote(catalogue, standardSubscriber, select(), NOW)))).toBeNull();
  });

  it("always adds up to exactly the total charged, with nothing negative", () => {
    let told = 0;
    fc.assert(
      fc.property(quoteInputArb, ({ catalogue, subscription, selection, now }) => {
        const result = quote(catalogue, subscription, selection, now);
        if (!result.ok) return;
        const account = changeAccount(result.summary);
        if (!account) return;
        told += 1;
        const { leftWorth, newCostForMonthsLeft, forMonthsLeft, newPeriod, licenceFee, portfolio, discount, gst, walletCredits } = account;
        expect(forMonthsLeft + newPeriod + licenceFee + portfolio - discount + gst - walletCredits).toBe(result.summary.total);
        expect(newCostForMonthsLeft - leftWorth).toBe(forMonthsLeft);
        const { monthsLeft, ...amounts } = account;
        expect(monthsLeft).toBeGreaterThan(0);
        expect(Object.entries(amounts).filter(([, amount]) => amount < 0 || !isChargeable(amount, selection.currency))).toEqual([]);
      }),
      { numRuns: Number(process.env.FC_RUNS ?? 3_000) },
    );
    expect(told).toBeGreaterThan(0);
  }, 60_000);
});
