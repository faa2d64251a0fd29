/**
 * The mails' texts in the customer's language (docs/adr/0060-mails-in-the-customers-language.md): Lingui catalogues
 * beside the mails (messages/<language>/mail.json, ICU with a note per message), compiled once per process. English
 * is the source and keeps the mails' texts as they were.
 */
import { setupI18n, type I18n } from "@lingui/core";
import { compileMessage } from "@lingui/message-utils/compileMessage";
import { formatIstDateTime, formatMoney, type Currency, type IsoDate } from "@investar/core";
import { formatDayIn, formatMoneyIn } from "@investar/core/i18n/format";
import { isLanguage, type Language } from "@investar/core/i18n/languages";
import en from "./messages/en/mail.json" with { type: "json" };
import hi from "./messages/hi/mail.json" with { type: "json" };

export interface MailCatalogueEntry {
  message: string;
  note: string;
}

export const mailCatalogues: Record<Language, Record<string, MailCatalogueEntry>> = { en, hi };

export type MailKey = keyof typeof en;

const instances = new Map<Language, I18n>();

function i18nFor(language: Language): I18n {
  let i18n = instances.get(language);
  if (!i18n) {
    const messages = Object.fromEntries(Object.entries(mailCatalogues[language]).map(([id, entry]) => [id, compileMessage(entry.message)]));
    i18n = setupI18n({ locale: language, messages: { [language]: messages } });
    instances.set(language, i18n);
  }
  return i18n;
}

export type MailText = (key: MailKey, values?: Record<string, string | number>) => string;

/** The translator for a mail's language; anything but "hi" (an account from before languages) is English. */
export function mailText(language: string | null | undefined): MailText {
  const i18n = i18nFor(isLanguage(language) ? language : "en");
  return (key, values) => i18n._(key, values);
}

/** The language a stored mail was written in, kept as its Content-Language header (RFC 3282) for the layout at send time. */
export const CONTENT_LANGUAGE_HEADER = "Content-Language";

/**
 * Everything a mail builder writes in the recipient's language: its texts, amounts (₹1,00,000 in both) and days
 * ("31 Mar 2025", "31 मार्च 2025"). English keeps formatMoney and formatDay, so English mails stay as they were.
 */
export interface MailLocale {
  language: Language;
  t: MailText;
  money: (minor: number, currency: Currency) => string;
  day: (date: IsoDate) => string;
  /** A moment as India reads it: "Sat, 12 Dec 2026, 7:00 pm IST" in English. */
  dateTime: (instant: Date) => string;
}

export function mailLocale(language: string | null | undefined): MailLocale {
  const lang: Language = isLanguage(language) ? language : "en";
  return {
    language: lang,
    t: mailText(lang),
    money: (minor, currency) => (lang === "en" ? formatMoney(minor, currency) : formatMoneyIn(lang, minor, currency)),
    day: (date) => formatDayIn(lang, date),
    dateTime: (instant) =>
      lang === "en" ? formatIstDateTime(instant) : `${hindiDates.format(instant)}, ${hindiTimes.format(instant)} IST`,
  };
}

const hindiDates = new Intl.DateTimeFormat("hi-IN", {
  weekday: "short",
  day: "numeric",
  month: "long",
  year: "numeric",
  timeZone: "Asia/Kolkata",
});
const hindiTimes = new Intl.DateTimeFormat("hi-IN", { hour: "numeric", minute: "2-digit", timeZone: "Asia/Kolkata" });

/** The first word of a customer's name, for the greeting. */
export const firstName = (name: string) => name.trim().split(/\s+/)[0] || "there";
