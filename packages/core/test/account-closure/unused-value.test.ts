import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { addDays } from "../../src/pricing/dates.ts";
import {
  closureFinalAt,
  daysBoughtBy,
  mayCloseOwnAccount,
  retentionCutoff,
  unusedValue,
  type PaidPeriod,
} from "../../src/account-closure/index.ts";

const RUNS = { numRuns: Number(process.env.FC_RUNS ?? 1_000) };
const year: PaidPeriod = { refundable: 1_180_000, currency: "INR", firstDay: "2026-04-01", lastDay: "2027-03-31" };

describe("the unused value of a paid period", () => {
  it("is the days still ahead as a share of the days bought, rounded down to a whole rupee", () => {
    // 365 days bought; closed on 2026-10-01 (used), so 2026-10-02 … 2027-03-31 = 181 days unused.
    const v = unusedValue(year, "2026-10-01");
    expect(v).toEqual({ daysBought: 365, daysUnused: 181, amount: 585_100 });
    // 11,800.00 × 181 / 365 = 5,851.5068… → ₹5,851
    expect(Math.floor((1_180_000 * 181) / 365)).toBe(585_150);
  });

  it("is all of it before the period starts and nothing on or after its last day", () => {
    expect(unusedValue(year, "2026-03-20").amount).toBe(1_180_000);
    expect(unusedValue(year, "2027-03-31").amount).toBe(0);
    expect(unusedValue(year, "2027-06-01").amount).toBe(0);
  });

  it("rounds cents to whole cents for a dollar payment", () => {
    const v = unusedValue({ refundable: 9_999, currency: "USD", firstDay: "2026-01-01", lastDay: "2026-01-30" }, "2026-01-15");
    expect(v.daysUnused).toBe(15);
    expect(v.amount).toBe(4_999);
  });

  it("never refunds more than is left, never less than a rupee short of the exact share, and falls as days pass", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 50_000_000 }),
        fc.integer({ min: 1, max: 800 }),
        fc.integer({ min: -30, max: 900 }),
        (rupees, days, offset) => {
          const period: PaidPeriod = {
            refundable: rupees * 100,
            currency: "INR",
            firstDay: "2026-01-01",
            lastDay: addDays("2026-01-01", days - 1),
          };
          const today = addDays("2026-01-01", offset);
          const v = unusedValue(period, today);
          const next = unusedValue(period, addDays(today, 1));
          const exact = (period.refundable * v.daysUnused) / v.daysBought;
          expect(v.amount % 100).toBe(0);
          expect(v.amount).toBeLessThanOrEqual(period.refundable);
          expect(v.amount).toBeLessThanOrEqual(exact);
          expect(exact - v.amount).toBeLessThan(100);
          expect(next.amount).toBeLessThanOrEqual(v.amount);
        },
      ),
      RUNS,
    );
  });
});

describe("the days an order bought", () => {
  it("starts after the old expiry when the order extended a running period", () => {
    expect(daysBoughtBy({ activatedOn: "2026-03-20", previousExpiry: "2026-03-31", expiry: "2027-03-31" })).toEqual({
      firstDay: "2026-04-01",
      lastDay: "2027-03-31",
    });
  });
  it("starts on its activation day for a first purchase, a purchase after the end, or an upgrade that kept the expiry", () => {
    expect(daysBoughtBy({ activatedOn: "2026-03-20", previousExpiry: null, expiry: "2027-03-19" }).firstDay).toBe("2026-03-20");
    expect(daysBoughtBy({ activatedOn: "2026-03-20", previousExpiry: "2026-01-31", expiry: "2027-03-19" }).firstDay).toBe("2026-03-20");
    expect(daysBoughtBy({ activatedOn: "2026-03-20", previousExpiry: "2026-12-31", expiry: "2026-12-31" }).firstDay).toBe("2026-03-20");
  });
});

describe("who may close and when it is final", () => {
  it("lets only a customer close their own account", () => {
    expect(mayCloseOwnAccount("Investor")).toBe(true);
    expect(mayCloseOwnAccount("investor")).toBe(true);
    expect(mayCloseOwnAccount("Admin")).toBe(false);
    expect(mayCloseOwnAccount("SP")).toBe(false);
  });
  it("makes a closure final 7 days on, and counts retention back from now", () => {
    const at = new Date("2026-05-01T10:00:00Z");
    expect(closureFinalAt(at).toISOString()).toBe("2026-05-08T10:00:00.000Z");
    expect(retentionCutoff("unactivatedSignUp", at).toISOString()).toBe("2026-04-01T10:00:00.000Z");
  });
});
