import type { PageText } from "./page-locale.ts";

/**
 * A shared component's text in the page's language when the page's loader sent its namespace, else its English
 * (docs/adr/0059-hindi-with-lingui.md): components used on pages not yet translated keep their words.
 */
export function translatedOr(i18n: PageText, key: string, english: string, values?: Record<string, unknown>): string {
  return i18n.locale !== "en" && i18n.has(key) ? i18n.t(key, values) : english;
}
