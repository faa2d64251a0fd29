/**
 * Numbers of tax invoices and credit notes. CGST rule 46(b) asks for "a consecutive serial number not
 * exceeding sixteen characters … containing alphabets or numerals or special characters hyphen or
 * dash and slash … unique for a financial year". So: a series prefix, the financial year with a
 * two-digit start ("26-27", which keeps the number within 16 characters) and a six-digit serial
 * that starts again at 1 each 1 April: INV/26-27/000123, CN/26-27/000007 (ADR 0008).
 */
import { isFinancialYear, type FinancialYear } from "./financial-year.ts";

export const documentSeries = ["invoice", "creditNote"] as const;
export type DocumentSeries = (typeof documentSeries)[number];

export const SERIES_PREFIX: Record<DocumentSeries, string> = { invoice: "INV", creditNote: "CN" };

export const MAX_DOCUMENT_NUMBER_LENGTH = 16;
const SERIAL_DIGITS = 6;
/** The last serial that fits six digits; the numbering service refuses to go past it. */
export const MAX_SERIAL = 10 ** SERIAL_DIGITS - 1;

const NUMBER_PATTERN = /^(INV|CN)\/(\d{2})-(\d{2})\/(\d{6})$/u;

/** `prefix`: the business profile's invoice prefix (1–3 letters or digits, so the number stays within 16 characters). */
export function formatDocumentNumber(series: DocumentSeries, fy: FinancialYear, serial: number, prefix = SERIES_PREFIX[series]): string {
  if (!isFinancialYear(fy)) throw new RangeError(`Not a financial year: ${fy}`);
  if (!Number.isSafeInteger(serial) || serial < 1 || serial > MAX_SERIAL)
    throw new RangeError(`A document serial runs from 1 to ${MAX_SERIAL}, got ${serial}`);
  const number = `${prefix}/${fy.slice(2)}/${String(serial).padStart(SERIAL_DIGITS, "0")}`;
  if (number.length > MAX_DOCUMENT_NUMBER_LENGTH)
    throw new RangeError(`${number} is longer than ${MAX_DOCUMENT_NUMBER_LENGTH} characters.`);
  return number;
}

export interface DocumentNumberParts {
  series: DocumentSeries;
  /** Only the two-digit years are in the number; the century is the caller's to know (this one's). */
  shortYear: string;
  serial: number;
}

/** The parts of a number we issued, or null for anything else. */
export function parseDocumentNumber(value: string): DocumentNumberParts | null {
  const match = NUMBER_PATTERN.exec(value);
  if (!match) return null;
  const series: DocumentSeries = match[1] === "INV" ? "invoice" : "creditNote";
  const serial = Number(match[4]);
  if (serial < 1 || (Number(match[2]) + 1) % 100 !== Number(match[3])) return null;
  return { series, shortYear: `${match[2]}-${match[3]}`, serial };
}
