import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { conversionPercent, dailySeries, lastMonths, monthlyRevenue } from "../src/dashboard/series.ts";

describe("dailySeries", () => {
  it("fills the days without a count with zero, across a month end", () => {
    expect(
      dailySeries(
        [
          { day: "2026-11-30", count: 4 },
          { day: "2026-12-02", count: 1 },
        ],
        "2026-11-29",
        "2026-12-02",
      ),
    ).toEqual([
      { day: "2026-11-29", count: 0 },
      { day: "2026-11-30", count: 4 },
      { day: "2026-12-01", count: 0 },
      { day: "2026-12-02", count: 1 },
    ]);
  });

  it("keeps every count inside the window and sums to them", () => {
    fc.assert(
      fc.property(
        fc.array(fc.record({ offset: fc.integer({ min: 0, max: 29 }), count: fc.integer({ min: 1, max: 50 }) }), { maxLength: 30 }),
        (raw) => {
          const rows = [...new Map(raw.map((r) => [r.offset, r.count]))].map(([offset, count]) => ({
            day: `2026-11-${String(offset + 1).padStart(2, "0")}`,
            count,
          }));
          const series = dailySeries(rows, "2026-11-01", "2026-11-30");
          expect(series).toHaveLength(30);
          expect(series.reduce((sum, d) => sum + d.count, 0)).toBe(rows.reduce((sum, d) => sum + d.count, 0));
        },
      ),
    );
  });
});

describe("lastMonths", () => {
  it("counts back across a year end, oldest first", () => {
    expect(lastMonths("2027-02-14", 4)).toEqual(["2026-11", "2026-12", "2027-01", "2027-02"]);
  });
});

describe("monthlyRevenue", () => {
  it("keeps INR and USD apart and fills empty months with zero", () => {
    const rows = [
      { month: "2026-10", currency: "INR" as const, amount: 2493_00 },
      { month: "2026-10", currency: "USD" as const, amount: 40_00 },
      { month: "2026-11", currency: "INR" as const, amount: 1000_00 },
      { month: "2026-11", currency: "INR" as const, amount: 500_00 },
    ];
    expect(monthlyRevenue(rows, ["2026-09", "2026-10", "2026-11"], "INR").map((m) => m.amount)).toEqual([0, 2493_00, 1500_00]);
    expect(monthlyRevenue(rows, ["2026-09", "2026-10", "2026-11"], "USD").map((m) => m.amount)).toEqual([0, 40_00, 0]);
  });
});

describe("conversionPercent", () => {
  it("is the share of trials that paid, to one decimal, and null without trials", () => {
    expect(conversionPercent(3, 1)).toBe(33.3);
    expect(conversionPercent(0, 0)).toBeNull();
    expect(conversionPercent(4, 4)).toBe(100);
  });
});
