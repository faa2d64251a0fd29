import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  financialYearAt,
  financialYearBounds,
  financialYearOf,
  formatDocumentNumber,
  isFinancialYear,
  MAX_DOCUMENT_NUMBER_LENGTH,
  MAX_SERIAL,
  parseDocumentNumber,
} from "../../src/invoices/index.ts";
import { addDays } from "../../src/pricing/index.ts";

const RUNS = { numRuns: Number(process.env.FC_RUNS ?? 2_000) };

describe("financial year", () => {
  it("runs from 1 April to 31 March", () => {
    expect(financialYearOf("2026-04-01")).toBe("2026-27");
    expect(financialYearOf("2027-03-31")).toBe("2026-27");
    expect(financialYearOf("2027-04-01")).toBe("2027-28");
    expect(financialYearOf("2026-01-15")).toBe("2025-26");
    expect(financialYearOf("2099-12-31")).toBe("2099-00");
    expect(financialYearBounds("2026-27")).toEqual({ first: "2026-04-01", last: "2027-03-31" });
  });

  it("of an instant is taken on India's calendar", () => {
    expect(financialYearAt(new Date("2027-03-31T18:29:59Z"))).toBe("2026-27"); // 23:59:59 on 31 March in India
    expect(financialYearAt(new Date("2027-03-31T18:30:00Z"))).toBe("2027-28"); // midnight, 1 April
  });

  it("recognises its own spelling only", () => {
    expect(isFinancialYear("2026-27")).toBe(true);
    expect(isFinancialYear("1999-00")).toBe(true);
    for (const bad of ["2026-28", "2026-2027", "26-27", "", 2026]) expect(isFinancialYear(bad)).toBe(false);
    expect(() => financialYearOf("2026-02-30")).toThrow(RangeError);
  });

  it("contains every day between its bounds and no other (property)", () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 365 * 200 }), (offset) => {
        const day = addDays("1950-01-01", offset);
        const fy = financialYearOf(day);
        const { first, last } = financialYearBounds(fy);
        expect(first <= day && day <= last).toBe(true);
        expect(financialYearOf(addDays(first, -1))).not.toBe(fy);
        expect(financialYearOf(addDays(last, 1))).not.toBe(fy);
      }),
      RUNS,
    );
  });
});

describe("document numbers", () => {
  it("are the series, the financial year and six digits", () => {
    expect(formatDocumentNumber("invoice", "2026-27", 123)).toBe("INV/26-27/000123");
    expect(formatDocumentNumber("creditNote", "2026-27", 7)).toBe("CN/26-27/000007");
    expect(formatDocumentNumber("invoice", "2099-00", MAX_SERIAL)).toBe("INV/99-00/999999");
  });

  it("never exceed the 16 characters CGST rule 46 allows, nor leave 1 to 999999", () => {
    expect(formatDocumentNumber("invoice", "2026-27", MAX_SERIAL)).toHaveLength(MAX_DOCUMENT_NUMBER_LENGTH);
    for (const bad of [0, -1, 1.5, MAX_SERIAL + 1]) expect(() => formatDocumentNumber("invoice", "2026-27", bad)).toThrow(RangeError);
    expect(() => formatDocumentNumber("invoice", "2026-28", 1)).toThrow(RangeError);
  });

  it("read back to what they were made of, and sort in issue order (property)", () => {
    const series = fc.constantFrom("invoice" as const, "creditNote" as const);
    fc.assert(
      fc.property(
        series,
        fc.integer({ min: 1900, max: 2998 }),
        fc.integer({ min: 1, max: MAX_SERIAL }),
        fc.integer({ min: 1, max: MAX_SERIAL }),
        (s, start, a, b) => {
          const fy = `${start}-${String((start + 1) % 100).padStart(2, "0")}`;
          const number = formatDocumentNumber(s, fy, a);
          expect(number.length).toBeLessThanOrEqual(MAX_DOCUMENT_NUMBER_LENGTH);
          expect(number).toMatch(/^[A-Z0-9/-]+$/);
          expect(parseDocumentNumber(number)).toEqual({ series: s, shortYear: fy.slice(2), serial: a });
          expect(Math.sign(number.localeCompare(formatDocumentNumber(s, fy, b)))).toBe(Math.sign(a - b));
        },
      ),
      RUNS,
    );
  });

  it("are not read from anything else", () => {
    for (const bad of ["INV-2026-7KQ4M0ZD9A", "INV/26-28/000001", "INV/26-27/000000", "XX/26-27/000001", "INV/26-27/12"])
      expect(parseDocumentNumber(bad)).toBeNull();
  });
});
