/**
 * The price lists' words in the page's language (docs/adr/0059-hindi-with-lingui.md): /Pricing sends the `pricing`
 * namespace; the mobile plans and the landing pages, which share these components and are not translated yet, keep
 * the English given beside each key (translatedOr).
 */
import { useI18n, type PageText } from "../../i18n/page-locale.ts";
import { translatedOr } from "../../i18n/translated-or.ts";

export type Say = (key: string, english: string, values?: Record<string, unknown>) => string;

export function priceWords(i18n: PageText): Say {
  return (key, english, values) => translatedOr(i18n, key, english, values);
}

export function usePriceWords(): { say: Say; i18n: PageText } {
  const i18n = useI18n();
  return { say: priceWords(i18n), i18n };
}
