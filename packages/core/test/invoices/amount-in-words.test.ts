import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { amountInWords, numberInIndianWords, numberInInternationalWords } from "../../src/invoices/index.ts";

const RUNS = { numRuns: Number(process.env.FC_RUNS ?? 2_000) };

/** Written out here rather than imported, so that a misspelt word in the source fails the read-back. */
const SMALL: Record<string, number> = Object.fromEntries(
  "Zero One Two Three Four Five Six Seven Eight Nine Ten Eleven Twelve Thirteen Fourteen Fifteen Sixteen Seventeen Eighteen Nineteen"
    .split(" ")
    .map((w, i) => [w, i]),
);
const TENS: Record<string, number> = { Twenty: 20, Thirty: 30, Forty: 40, Fifty: 50, Sixty: 60, Seventy: 70, Eighty: 80, Ninety: 90 };
const SCALES: Record<string, number> = {
  Hundred: 100,
  Thousand: 1_000,
  Lakh: 100_000,
  Crore: 10_000_000,
  Million: 1_000_000,
  Billion: 1_000_000_000,
  Trillion: 1_000_000_000_000,
};

/** Reads words back into a number, independently of how they were written: a scale word multiplies what precedes it down to the last larger scale ("One Crore Crore" is 10^14). */
function wordsToNumber(words: string): number {
  const stack: { scale: number; value: number }[] = [];
  let current = 0;
  for (const token of words.split(/[\s-]+/)) {
    if (token in SMALL) current += SMALL[token]!;
    else if (token in TENS) current += TENS[token]!;
    else if (token in SCALES) {
      const scale = SCALES[token]!;
      let value = current;
      while (stack.length > 0 && stack[stack.length - 1]!.scale <= scale) value += stack.pop()!.value;
      stack.push({ scale, value: value * scale });
      current = 0;
    } else throw new Error(`unknown word ${token}`);
  }
  return stack.reduce((sum, part) => sum + part.value, current);
}

describe("amount in words", () => {
  it("writes rupees the Indian way", () => {
    expect(amountInWords(412_400, "INR")).toBe("Rupees Four Thousand One Hundred Twenty-Four Only");
    expect(amountInWords(0, "INR")).toBe("Rupees Zero Only");
    expect(amountInWords(10_000_000, "INR")).toBe("Rupees One Lakh Only");
    expect(amountInWords(12_345_678_00, "INR")).toBe(
      "Rupees One Crore Twenty-Three Lakh Forty-Five Thousand Six Hundred Seventy-Eight Only",
    );
    expect(amountInWords(2_025_50, "INR")).toBe("Rupees Two Thousand Twenty-Five and Fifty Paise Only");
    expect(numberInIndianWords(12_00_00_00_000)).toBe("One Thousand Two Hundred Crore");
    expect(numberInIndianWords(1_00_005)).toBe("One Lakh Five");
  });

  it("writes US dollars the international way, with cents", () => {
    expect(amountInWords(4_250, "USD")).toBe("US Dollars Forty-Two and Fifty Cents Only");
    expect(amountInWords(16_788, "USD")).toBe("US Dollars One Hundred Sixty-Seven and Eighty-Eight Cents Only");
    expect(amountInWords(100_000_000, "USD")).toBe("US Dollars One Million Only");
    expect(amountInWords(1_01, "USD")).toBe("US Dollars One and One Cents Only");
  });

  it("refuses what is not an amount", () => {
    for (const bad of [-1, 1.5, Number.MAX_SAFE_INTEGER + 1]) expect(() => amountInWords(bad, "INR")).toThrow(RangeError);
  });

  it("reads back to the number it was written from, in both systems (property)", () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: Number.MAX_SAFE_INTEGER }), (n) => {
        expect(wordsToNumber(numberInIndianWords(n))).toBe(n);
        expect(wordsToNumber(numberInInternationalWords(n))).toBe(n);
      }),
      RUNS,
    );
  });

  it("names paise and cents exactly (property)", () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1_000_000_000_00 }), fc.constantFrom("INR" as const, "USD" as const), (minor, currency) => {
        const words = amountInWords(minor, currency);
        const match = /^(?:Rupees|US Dollars) (.+?)(?: and (.+) (?:Paise|Cents))? Only$/.exec(words);
        expect(match).not.toBeNull();
        expect(wordsToNumber(match![1]!)).toBe(Math.floor(minor / 100));
        expect(match![2] === undefined ? 0 : wordsToNumber(match![2])).toBe(minor % 100);
      }),
      RUNS,
    );
  });
});
