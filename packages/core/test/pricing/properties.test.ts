import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { isChargeable, type Currency } from "../../src/money.ts";
import {
  addDays,
  addMonths,
  daysBetween,
  GRACE_PERIOD_DAYS,
  isPricingErrorCode,
  PRICE_LINE_MONEY_FIELDS,
  quote,
  remainingMonths,
  PRICE_SUMMARY_MONEY_FIELDS,
  type PriceSummary,
} from "../../src/pricing/index.ts";
import { quoteInputArb } from "./arbitraries.ts";

/** Generous, and growing with FC_RUNS, so a slow CI machine or a bigger run doesn't time out. */
const TIMEOUT_MS = Math.max(30_000, Number(process.env.FC_RUNS ?? 10_000) * 2);

/** currentWorth is what the held subscription is worth, not an amount charged, so it is left out. */
const MONEY_FIELDS = PRICE_SUMMARY_MONEY_FIELDS.filter((field) => field !== "currentWorth");

function moneyValues(summary: PriceSummary): number[] {
  const cells = summary.productAndAmounts.flatMap((line) => PRICE_LINE_MONEY_FIELDS.map((field) => line[field]));
  return [...MONEY_FIELDS.map((field) => summary[field]), ...cells];
}

function brokenAmountRules(summary: PriceSummary, currency: Currency): string[] {
  const broken: string[] = [];
  for (const value of moneyValues(summary)) {
    if (value < 0) broken.push(`negative amount ${value}`);
    if (!isChargeable(value, currency)) broken.push(`${value} is not a whole ${currency === "INR" ? "rupee" : "cent"} amount`);
  }
  for (const line of summary.productAndAmounts) {
    if (line.Total !== line.AmountForCurrent + line.AmountForRenew + line.LicenseForCurrent + line.LicenseForRenew)
      broken.push(`line ${line.Id} doesn't add up`);
  }
  const linesTotal = summary.productAndAmounts.reduce((sum, line) => sum + line.Total, 0);
  if (summary.originalPrice !== linesTotal + summary.portfolio) broken.push("originalPrice is not lines + portfolio");
  if (summary.discount > summary.originalPrice) broken.push("discount exceeds the price");
  if (summary.totalExcludingDeduction !== summary.originalPrice - summary.discount + summary.gst)
    broken.push("totalExcludingDeduction doesn't add up");
  if (summary.total !== summary.totalExcludingDeduction - summary.totalDeduction) broken.push("total doesn't add up");
  if (summary.explanation.length < 3) broken.push("no explanation");
  return broken;
}

/** Counts priced (not refused) quotes, so a property can't pass by refusing everything. */
function makeCounter() {
  const counter = { priced: 0, total: 0 };
  return {
    counter,
    see(ok: boolean) {
      counter.total += 1;
      if (ok) counter.priced += 1;
    },
  };
}

describe("pricing properties", () => {
  it(
    "totals are never negative and always whole rupees (INR) or cents (USD), and add up",
    () => {
      const { counter, see } = makeCounter();
      fc.assert(
        fc.property(quoteInputArb, ({ catalogue, subscription, selection, now }) => {
          const result = quote(catalogue, subscription, selection, now);
          see(result.ok);
          if (!result.ok) return;
          // Collect broken rules and compare once: one expect per case keeps 10,000 cases fast.
          expect(brokenAmountRules(result.summary, selection.currency)).toEqual([]);
        }),
        { numRuns: Number(process.env.FC_RUNS ?? 10_000) },
      );
      expect(counter.priced / counter.total).toBeGreaterThan(0.25);
    },
    TIMEOUT_MS,
  );

  it(
    "GST is 18% of the discounted price truncated to a rupee for INR, and 0 for USD",
    () => {
      fc.assert(
        fc.property(quoteInputArb, ({ catalogue, subscription, selection, now }) => {
          const result = quote(catalogue, subscription, selection, now);
          if (!result.ok) return;
          const { gst, originalPrice, discount } = result.summary;
          const rupees = (originalPrice - discount) / 100;
          expect(gst).toBe(selection.currency === "INR" ? Math.floor((rupees * 18) / 100) * 100 : 0);
        }),
        { numRuns: Number(process.env.FC_RUNS ?? 10_000) },
      );
    },
    TIMEOUT_MS,
  );

  it(
    "adding a licence never lowers the total before discounts",
    () => {
      const { counter, see } = makeCounter();
      fc.assert(
        fc.property(quoteInputArb, ({ catalogue, subscription, selection, now }) => {
          const fewer = quote(catalogue, subscription, selection, now);
          const more = quote(catalogue, subscription, { ...selection, noOfLicenses: selection.noOfLicenses + 1 }, now);
          see(fewer.ok && more.ok);
          if (fewer.ok && more.ok) expect(more.summary.originalPrice).toBeGreaterThanOrEqual(fewer.summary.originalPrice);
        }),
        { numRuns: Number(process.env.FC_RUNS ?? 10_000) },
      );
      expect(counter.priced / counter.total).toBeGreaterThan(0.2);
    },
    TIMEOUT_MS,
  );

  it(
    "wallet deductions never exceed the balances or the amount due",
    () => {
      fc.assert(
        fc.property(quoteInputArb, ({ catalogue, subscription, selection, now }) => {
          const result = quote(catalogue, subscription, selection, now);
          if (!result.ok) return;
          const summary = result.summary;
          const wallet = subscription?.WalletDetails;
          const usable = wallet && selection.useWallet && !selection.isRecurring && wallet.currency === selection.currency;
          expect(summary.subscrDed).toBeLessThanOrEqual(usable ? wallet.SubscrCredit : 0);
          expect(summary.cashDed).toBeLessThanOrEqual(usable && catalogue.cashCreditEnabled ? wallet.CashCredit : 0);
          expect(summary.creditDed).toBeLessThanOrEqual(usable ? wallet.Credit : 0);
          expect(summary.totalDeduction).toBe(summary.subscrDed + summary.cashDed + summary.creditDed);
          expect(summary.totalDeduction).toBeLessThanOrEqual(summary.totalExcludingDeduction);
        }),
        { numRuns: Number(process.env.FC_RUNS ?? 10_000) },
      );
    },
    TIMEOUT_MS,
  );

  it(
    "never throws: every refusal is one of the 13 pricing errors with a message; same input, same answer",
    () => {
      fc.assert(
        fc.property(quoteInputArb, ({ catalogue, subscription, selection, now }) => {
          const first = quote(catalogue, subscription, selection, now);
          if (!first.ok) {
            expect(isPricingErrorCode(first.error.code)).toBe(true);
            expect(first.error.message.length).toBeGreaterThan(10);
          }
          expect(quote(catalogue, subscription, selection, now)).toEqual(first);
        }),
        { numRuns: Number(process.env.FC_RUNS ?? 10_000) },
      );
    },
    TIMEOUT_MS,
  );

  it(
    "remaining months are the whole months to the expiry, plus one when the leftover days exceed the grace period",
    () => {
      const day = fc.integer({ min: 0, max: 3_000 }).map((offset) => addDays("2024-01-01", offset));
      fc.assert(
        fc.property(
          day,
          fc.integer({ min: 0, max: 800 }),
          fc.constantFrom("Month" as const, "Quarter" as const, "Annual" as const),
          (today, ahead, plan) => {
            const expiry = addDays(today, ahead);
            const result = remainingMonths({ today, trialEnd: null, expiry, plan });
            expect(addMonths(today, result.wholeMonths) <= expiry).toBe(true);
            expect(addMonths(today, result.wholeMonths + 1) > expiry).toBe(true);
            expect(result.leftoverDays).toBe(daysBetween(addMonths(today, result.wholeMonths), expiry));
            expect(result.months).toBe(result.wholeMonths + (result.leftoverDays > GRACE_PERIOD_DAYS[plan] ? 1 : 0));
          },
        ),
        { numRuns: Number(process.env.FC_RUNS ?? 10_000) },
      );
    },
    TIMEOUT_MS,
  );
});
