import type { Language } from "./languages.ts";

/**
 * A text staff write in English and, optionally, in Hindi (docs/adr/0062-hindi-content-texts.md).
 * `hi` is absent, null or blank when nobody has translated it yet.
 */
export interface StaffText {
  en: string;
  hi?: string | null;
}

/** The text to show and the language it is written in, so the page can mark a fallback with lang="en". */
export interface LocalizedText {
  text: string;
  lang: Language;
}

/**
 * Picks the text for a page's language: the Hindi text on a Hindi page when staff wrote one, else the
 * English text, reported as English so the page marks it `lang="en"` for browsers and screen readers.
 * Whitespace-only Hindi counts as missing: an empty headline is worse than an English one.
 */
export function localizedText(text: StaffText, language: Language): LocalizedText {
  const hindi = text.hi?.trim();
  if (language === "hi" && hindi) return { text: hindi, lang: "hi" };
  return { text: text.en, lang: "en" };
}
