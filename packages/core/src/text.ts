/** Pure text helpers shared by the web app and the server. */

export interface TruncatedText {
  /** The text, cut to at most `maxWords` words; an ellipsis marks a cut. */
  text: string;
  /** True when words were left off. */
  truncated: boolean;
}

const TRAILING_PUNCTUATION = /[\s,;:.!?\-\u2013\u2014]+$/u;

/**
 * Keeps the first `maxWords` words of `text` (words are runs of non-whitespace), as the
 * testimonial carousel does with 48 words (docs/business-rules.md#testimonial-truncation). When words are left off, the kept words are
 * joined by single spaces, trailing punctuation of the last kept word is dropped and "…" is
 * appended (attached to the last word, so the word count stays `maxWords`). Text that fits is
 * returned trimmed and otherwise unchanged.
 */
export function truncateWords(text: string, maxWords: number): TruncatedText {
  const limit = Number.isFinite(maxWords) ? Math.max(0, Math.floor(maxWords)) : 0;
  const trimmed = text.trim();
  if (trimmed === "") return { text: "", truncated: false };
  const words = trimmed.split(/\s+/u);
  if (words.length <= limit) return { text: trimmed, truncated: false };
  if (limit === 0) return { text: "", truncated: true };
  const kept = words.slice(0, limit).join(" ");
  const tidy = kept.replace(TRAILING_PUNCTUATION, "");
  return { text: `${tidy === "" ? kept : tidy}…`, truncated: true };
}

/** A C0 control character or DEL: tabs and new lines included. */
export const isControlCharacter = (char: string): boolean => {
  const code = char.charCodeAt(0);
  return code < 0x20 || code === 0x7f;
};
