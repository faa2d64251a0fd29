import { describe, expect, it } from "vitest";
import { truncateWords } from "../src/text.ts";

const words = (count: number) => Array.from({ length: count }, (_, i) => `w${i + 1}`).join(" ");
const countWords = (text: string) => text.trim().split(/\s+/u).filter(Boolean).length;

describe("truncateWords", () => {
  it("leaves text of 48 words or fewer untouched", () => {
    expect(truncateWords(words(48), 48)).toEqual({ text: words(48), truncated: false });
    expect(truncateWords("Short and sweet.", 48)).toEqual({ text: "Short and sweet.", truncated: false });
  });

  it("cuts text longer than the limit to exactly that many words and marks the cut", () => {
    const result = truncateWords(words(49), 48);
    expect(result.truncated).toBe(true);
    expect(countWords(result.text)).toBe(48);
    expect(result.text).toBe(`${words(48)}…`);
  });

  it("counts runs of whitespace (spaces, tabs, new lines) as one separator", () => {
    const result = truncateWords("one  two\tthree\n\nfour five", 3);
    expect(result).toEqual({ text: "one two three…", truncated: true });
  });

  it("trims the text it returns", () => {
    expect(truncateWords("   padded text \n", 48)).toEqual({ text: "padded text", truncated: false });
  });

  it("drops punctuation that ends the last kept word before the ellipsis", () => {
    expect(truncateWords("Fast, clear, and reliable charts.", 2)).toEqual({ text: "Fast, clear…", truncated: true });
    expect(truncateWords("Levels — drawn for you", 1)).toEqual({ text: "Levels…", truncated: true });
  });

  it("keeps a kept word that is punctuation only", () => {
    expect(truncateWords("— and more", 1)).toEqual({ text: "—…", truncated: true });
  });

  it("handles empty text and a zero or invalid limit", () => {
    expect(truncateWords("", 48)).toEqual({ text: "", truncated: false });
    expect(truncateWords("   ", 48)).toEqual({ text: "", truncated: false });
    expect(truncateWords("some words", 0)).toEqual({ text: "", truncated: true });
    expect(truncateWords("some words", Number.NaN)).toEqual({ text: "", truncated: true });
    expect(truncateWords("a b c", 2.9)).toEqual({ text: "a b…", truncated: true });
  });

  it("never returns more words than asked for", () => {
    for (let total = 0; total <= 60; total += 1) {
      for (const limit of [1, 5, 48]) {
        const result = truncateWords(words(total), limit);
        expect(countWords(result.text)).toBeLessThanOrEqual(limit);
        expect(result.truncated).toBe(total > limit);
      }
    }
  });
});
