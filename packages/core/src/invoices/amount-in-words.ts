/**
 * The total in words, as Indian invoices print it: "Rupees Four Thousand One Hundred Twenty-Four Only",
 * grouped the Indian way (thousand, lakh, crore: 1,23,45,678 is "One Crore Twenty-Three Lakh Forty-Five
 * Thousand Six Hundred Seventy-Eight"), paise after "and". US dollars are grouped the international way
 * (thousand, million, billion): "US Dollars Forty-Two and Fifty Cents Only".
 */
import type { Currency } from "../money.ts";

const ONES = [
  "Zero",
  "One",
  "Two",
  "Three",
  "Four",
  "Five",
  "Six",
  "Seven",
  "Eight",
  "Nine",
  "Ten",
  "Eleven",
  "Twelve",
  "Thirteen",
  "Fourteen",
  "Fifteen",
  "Sixteen",
  "Seventeen",
  "Eighteen",
  "Nineteen",
];
const TENS = ["", "", "Twenty", "Thirty", "Forty", "Fifty", "Sixty", "Seventy", "Eighty", "Ninety"];

/** 0–99: "Seven", "Twenty-One". */
function belowHundred(n: number): string {
  if (n < 20) return ONES[n]!;
  const ones = n % 10;
  return ones === 0 ? TENS[Math.floor(n / 10)]! : `${TENS[Math.floor(n / 10)]!}-${ONES[ones]!}`;
}

/** 0–999, "" for 0. */
function belowThousand(n: number): string {
  const hundreds = Math.floor(n / 100);
  const rest = n % 100;
  const words: string[] = [];
  if (hundreds > 0) words.push(`${ONES[hundreds]!} Hundred`);
  if (rest > 0) words.push(belowHundred(rest));
  return words.join(" ");
}

type Scale = readonly (readonly [divisor: number, name: string])[];

const INDIAN: Scale = [
  [10_000_000, "Crore"],
  [100_000, "Lakh"],
  [1_000, "Thousand"],
];
const INTERNATIONAL: Scale = [
  [1_000_000_000_000, "Trillion"],
  [1_000_000_000, "Billion"],
  [1_000_000, "Million"],
  [1_000, "Thousand"],
];

/**
 * A whole number in words. In the Indian system a count of crores can itself exceed 99 and is read
 * the same way ("One Thousand Two Hundred Crore").
 */
function wholeInWords(n: number, scale: Scale): string {
  if (n === 0) return ONES[0]!;
  const words: string[] = [];
  let rest = n;
  for (const [divisor, name] of scale) {
    const count = Math.floor(rest / divisor);
    if (count > 0) {
      words.push(`${count >= 1000 ? wholeInWords(count, scale) : belowThousand(count)} ${name}`);
      rest %= divisor;
    }
  }
  if (rest > 0) words.push(belowThousand(rest));
  return words.join(" ");
}

/** A whole number in Indian words ("One Lakh Five"); exported for the tests and the PDF. */
export function numberInIndianWords(n: number): string {
  if (!Number.isSafeInteger(n) || n < 0) throw new RangeError(`Not a whole, non-negative number: ${n}`);
  return wholeInWords(n, INDIAN);
}

export function numberInInternationalWords(n: number): string {
  if (!Number.isSafeInteger(n) || n < 0) throw new RangeError(`Not a whole, non-negative number: ${n}`);
  return wholeInWords(n, INTERNATIONAL);
}

/** An amount in minor units, in words with its currency, ending "Only". */
export function amountInWords(minor: number, currency: Currency): string {
  if (!Number.isSafeInteger(minor) || minor < 0) throw new RangeError(`Not an amount in minor units: ${minor}`);
  const major = Math.floor(minor / 100);
  const fraction = minor % 100;
  if (currency === "INR") {
    const paise = fraction > 0 ? ` and ${belowHundred(fraction)} Paise` : "";
    return `Rupees ${numberInIndianWords(major)}${paise} Only`;
  }
  const cents = fraction > 0 ? ` and ${belowHundred(fraction)} Cents` : "";
  return `US Dollars ${numberInInternationalWords(major)}${cents} Only`;
}
