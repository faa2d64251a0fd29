import { describe, expect, it } from "vitest";
import {
  addMonths,
  EXPIRY_MODE,
  GRACE_PERIOD_DAYS,
  indiaToday,
  isIsoDate,
  newExpiryDate,
  PLAN_MONTHS,
  remainingMonths,
  serviceStatus,
} from "../../src/pricing/index.ts";

describe("plan lengths and grace periods (docs/business-rules.md#plan-lengths)", () => {
  it("Annual is 12 months, Quarter 3, Month 1", () => {
    expect(PLAN_MONTHS).toEqual({ Annual: 12, Quarter: 3, Month: 1 });
  });

  it("grace is 3 days for Month, 5 for Quarter, 7 for Annual", () => {
    expect(GRACE_PERIOD_DAYS).toEqual({ Month: 3, Quarter: 5, Annual: 7 });
  });
});

describe("India calendar days", () => {
  it("takes the day in India, which starts 5½ hours before UTC", () => {
    expect(indiaToday(new Date("2025-01-10T18:29:59Z"))).toBe("2025-01-10");
    expect(indiaToday(new Date("2025-01-10T18:30:00Z"))).toBe("2025-01-11");
  });

  it("answers the right day when asked repeatedly, back and forth across midnight in India", () => {
    const instants = [
      "2025-01-10T18:29:59.999Z",
      "2025-01-10T18:30:00Z",
      "2025-01-10T00:00:00Z",
      "2025-01-11T18:29:59Z",
      "2024-12-31T18:30:00Z",
    ];
    const days = ["2025-01-10", "2025-01-11", "2025-01-10", "2025-01-11", "2025-01-01"];
    for (let round = 0; round < 2; round++) expect(instants.map((instant) => indiaToday(new Date(instant)))).toEqual(days);
    expect(indiaToday(new Date("1969-12-31T20:00:00Z"))).toBe("1970-01-01");
    expect(() => indiaToday(new Date(Number.NaN))).toThrow(RangeError);
  });

  it("recognises real YYYY-MM-DD dates only", () => {
    expect(isIsoDate("2024-02-29")).toBe(true);
    expect(isIsoDate("2025-02-29")).toBe(false);
    expect(isIsoDate("2025-1-5")).toBe(false);
    expect(isIsoDate(20250105)).toBe(false);
  });

  it("adds months keeping the day, or the month's last day when it has no such day", () => {
    expect(addMonths("2025-01-10", 3)).toBe("2025-04-10");
    expect(addMonths("2025-01-31", 1)).toBe("2025-02-28");
    expect(addMonths("2024-01-31", 1)).toBe("2024-02-29");
    expect(addMonths("2025-11-30", 3)).toBe("2026-02-28");
    expect(addMonths("2025-03-31", -1)).toBe("2025-02-28");
  });
});

describe("in service: active, then the grace period, then ended", () => {
  it.each([
    ["Month", "2025-03-13", "grace", "2025-03-14", "ended"],
    ["Quarter", "2025-03-15", "grace", "2025-03-16", "ended"],
    ["Annual", "2025-03-17", "grace", "2025-03-18", "ended"],
  ] as const)("%s plan expiring 10 Mar: %s is %s, %s is %s", (plan, lastGraceDay, graceStatus, dayAfter, endedStatus) => {
    expect(serviceStatus("2025-03-10", plan, "2025-03-10")).toBe("active");
    expect(serviceStatus("2025-03-10", plan, "2025-03-11")).toBe("grace");
    expect(serviceStatus("2025-03-10", plan, lastGraceDay)).toBe(graceStatus);
    expect(serviceStatus("2025-03-10", plan, dayAfter)).toBe(endedStatus);
  });
});

describe("remaining months (docs/business-rules.md#remaining-months)", () => {
  it("counts whole months from today to the expiry", () => {
    expect(remainingMonths({ today: "2025-01-10", trialEnd: null, expiry: "2025-03-10", plan: "Quarter" })).toEqual({
      months: 2,
      wholeMonths: 2,
      leftoverDays: 0,
      countedFrom: "2025-01-10",
    });
  });

  it("ignores leftover days up to the plan's grace period", () => {
    // 10 Jan → 15 Mar: 2 months and 5 days; a Quarter plan's grace is 5 days.
    expect(remainingMonths({ today: "2025-01-10", trialEnd: null, expiry: "2025-03-15", plan: "Quarter" }).months).toBe(2);
  });

  it("adds a month when the leftover days exceed the grace period", () => {
    // 2 months and 6 days on a Quarter plan (grace 5) → 3 months.
    expect(remainingMonths({ today: "2025-01-10", trialEnd: null, expiry: "2025-03-16", plan: "Quarter" })).toEqual({
      months: 3,
      wholeMonths: 2,
      leftoverDays: 6,
      countedFrom: "2025-01-10",
    });
    // 4 leftover days: over a Month plan's 3 days of grace, within an Annual plan's 7.
    expect(remainingMonths({ today: "2025-01-10", trialEnd: null, expiry: "2025-03-14", plan: "Month" }).months).toBe(3);
    expect(remainingMonths({ today: "2025-01-10", trialEnd: null, expiry: "2025-03-14", plan: "Annual" }).months).toBe(2);
  });

  it("counts from the trial end when it is later than today", () => {
    const result = remainingMonths({ today: "2025-01-10", trialEnd: "2025-02-10", expiry: "2025-05-10", plan: "Quarter" });
    expect(result).toEqual({ months: 3, wholeMonths: 3, leftoverDays: 0, countedFrom: "2025-02-10" });
  });

  it("ignores a trial that has ended", () => {
    expect(remainingMonths({ today: "2025-01-10", trialEnd: "2024-12-01", expiry: "2025-02-10", plan: "Month" }).months).toBe(1);
  });

  it("is zero on or after the expiry day", () => {
    expect(remainingMonths({ today: "2025-03-10", trialEnd: null, expiry: "2025-03-10", plan: "Quarter" }).months).toBe(0);
    expect(remainingMonths({ today: "2025-03-12", trialEnd: null, expiry: "2025-03-10", plan: "Quarter" }).months).toBe(0);
  });

  it("steps from the start so month ends don't drift: 31 Jan → 31 Mar is exactly 2 months", () => {
    // Stepping month to month would go 31 Jan → 28 Feb → 28 Mar and leave 3 stray days.
    expect(remainingMonths({ today: "2025-01-31", trialEnd: null, expiry: "2025-03-31", plan: "Month" })).toMatchObject({
      wholeMonths: 2,
      leftoverDays: 0,
      months: 2,
    });
    // A month from 31 Jan ends on the last day of February.
    expect(remainingMonths({ today: "2025-01-31", trialEnd: null, expiry: "2025-02-28", plan: "Month" })).toMatchObject({
      wholeMonths: 1,
      leftoverDays: 0,
    });
  });
});

describe("new expiry date", () => {
  const base = { freshStart: "2025-01-10", plan: "Quarter" as const, freeMonths: 0 };

  it("a fresh purchase runs for the plan from its start", () => {
    expect(newExpiryDate({ ...base, mode: EXPIRY_MODE.extendExpiryDate, currentExpiry: null })).toBe("2025-04-10");
    expect(newExpiryDate({ ...base, mode: EXPIRY_MODE.sameExpiryDate, currentExpiry: null, plan: "Annual" })).toBe("2026-01-10");
  });

  it("sameExpiryDate (0) keeps the current expiry", () => {
    expect(newExpiryDate({ ...base, mode: 0, currentExpiry: "2025-03-10" })).toBe("2025-03-10");
  });

  it("extendExpiryDate (1) adds the plan and free months to the current expiry, even if it is past", () => {
    expect(newExpiryDate({ ...base, mode: 1, currentExpiry: "2025-03-10" })).toBe("2025-06-10");
    expect(newExpiryDate({ ...base, mode: 1, currentExpiry: "2025-01-08", plan: "Annual", freeMonths: 2 })).toBe("2026-03-08");
  });
});
