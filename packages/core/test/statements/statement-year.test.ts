import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { checkStatementYear, financialYearAt, statementPeriod, statementYears } from "../../src/index.ts";

const RUNS = { numRuns: Number(process.env.FC_RUNS ?? 1_000) };
// 15 May 2026, noon in India: the running year is 2026-27.
const now = new Date("2026-05-15T06:30:00Z");

describe("the statement's year", () => {
  it("runs from midnight 1 April to midnight 1 April, India time", () => {
    const period = statementPeriod("2025-26");
    expect(period).toMatchObject({ financialYear: "2025-26", first: "2025-04-01", last: "2026-03-31" });
    expect(period.from.toISOString()).toBe("2025-03-31T18:30:00.000Z");
    expect(period.until.toISOString()).toBe("2026-03-31T18:30:00.000Z");
  });

  it("accepts the running year and every year back to 2017-18", () => {
    expect(checkStatementYear("2026-27", now)).toMatchObject({ ok: true, financialYear: "2026-27" });
    expect(checkStatementYear(" 2017-18 ", now)).toMatchObject({ ok: true, financialYear: "2017-18" });
  });

  it("refuses a malformed year, saying how to write one", () => {
    for (const typed of ["2025", "2025-2026", "2025-27", "FY25", "", "2025-26; drop"])
      expect(checkStatementYear(typed, now)).toEqual({
        ok: false,
        message: "financialYear must be a financial year written like 2026-27 (April to March).",
      });
  });

  it("refuses a year that has not begun in India, even where it has begun in UTC's calendar day", () => {
    expect(checkStatementYear("2027-28", now)).toEqual({
      ok: false,
      message: "The financial year 2027-28 has not begun yet: the latest statement is for 2026-27.",
    });
    // 31 March 2027 23:59 in India is still 2026-27; a minute later 2027-28 may be asked for.
    expect(checkStatementYear("2027-28", new Date("2027-03-31T18:29:00Z")).ok).toBe(false);
    expect(checkStatementYear("2027-28", new Date("2027-03-31T18:30:00Z")).ok).toBe(true);
  });

  it("refuses a year before GST began", () => {
    expect(checkStatementYear("2016-17", now)).toEqual({
      ok: false,
      message: "The financial year 2016-17 is before GST began (1 July 2017): the earliest statement is for 2017-18.",
    });
  });

  it("offers the years from the account's opening to now, newest first, never before GST", () => {
    expect(statementYears(new Date("2024-02-10T00:00:00Z"), now)).toEqual(["2026-27", "2025-26", "2024-25", "2023-24"]);
    expect(statementYears(new Date("2026-04-01T00:00:00Z"), now)).toEqual(["2026-27"]);
    expect(statementYears(new Date("2012-01-01T00:00:00Z"), now).at(-1)).toBe("2017-18");
  });

  it("every instant belongs to exactly the year its India day is in", () => {
    fc.assert(
      fc.property(fc.date({ min: new Date("2017-07-01T00:00:00Z"), max: new Date("2040-01-01T00:00:00Z"), noInvalidDate: true }), (at) => {
        const period = statementPeriod(financialYearAt(at));
        expect(at >= period.from && at < period.until).toBe(true);
      }),
      RUNS,
    );
  });
});
