import type { Language } from "@investar/core/i18n/languages";

/**
 * A moment as a customer in India reads it, in the page's language ("28 Nov 2026, 12:35 pm", "28 नव॰ 2026, 12:35 pm"): a
 * fixed zone, so the server's render and the browser's agree (docs/adr/0059-hindi-with-lingui.md#formatting).
 */
const formats = new Map<string, Intl.DateTimeFormat>();

function format(language: Language, time: boolean): Intl.DateTimeFormat {
  const key = `${language}:${time}`;
  let found = formats.get(key);
  if (!found) {
    const tag = language === "hi" ? "hi-IN" : "en-IN";
    found = new Intl.DateTimeFormat(tag, { dateStyle: "medium", ...(time ? { timeStyle: "short" } : {}), timeZone: "Asia/Kolkata" });
    formats.set(key, found);
  }
  return found;
}

export const dateTimeIn = (language: Language, iso: string): string => format(language, true).format(new Date(iso));

export const dateIn = (language: Language, iso: string): string => format(language, false).format(new Date(iso));
