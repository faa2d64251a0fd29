/**
 * A page's language on both sides (docs/adr/0059-hindi-with-lingui.md): the address says it (/hi/… is
 * Hindi), loaders send the compiled messages the page's components use, and `useI18n` gives those
 * components Lingui's `t`, the language's number, money and date formats, and links in the page's language.
 */
import { setupI18n } from "@lingui/core";
import type { CompiledMessage } from "@lingui/message-utils/compileMessage";
import { renderCompiled } from "./compiled-message.ts";
import { useMatches } from "react-router";
import { LANGUAGE_TAGS, languageOfPath, localizedHref, type Language } from "@investar/core/i18n/languages";
import { formatDayIn, formatMoneyIn } from "@investar/core/i18n/format";
import type { Currency } from "@investar/core";

/** "pseudo" is en-XA: English accented and bracketed, rendered only for the test that finds strings bypassing the catalogue. */
export type PageLocale = Language | "pseudo";

/** Compiled ICU messages by id (Lingui's compiled form). */
export type Messages = Record<string, CompiledMessage>;

/** What the root loader gives every page about its language; route loaders add their own `messages`. */
export interface PageI18n {
  locale: PageLocale;
  messages: Messages;
}

export const PSEUDO_TAG = "en-XA";

export function languageOf(locale: PageLocale): Language {
  return locale === "pseudo" ? "en" : locale;
}

export function localeTag(locale: PageLocale): string {
  return locale === "pseudo" ? PSEUDO_TAG : LANGUAGE_TAGS[locale];
}

/**
 * The locale of a page request: the pseudo-locale when the (local) server asked for it, else the language the
 * server rendered the page in (the load context's `language`: on the customer's own pages the customer's,
 * docs/adr/0059-hindi-with-lingui.md#choosing-a-language), else its address's.
 */
export function requestLocale(request: Request, pseudoLocale: boolean | undefined, language?: Language): PageLocale {
  return pseudoLocale ? "pseudo" : (language ?? languageOfPath(new URL(request.url).pathname));
}

export interface PageText {
  locale: PageLocale;
  language: Language;
  /** The BCP 47 tag for `lang` and `Intl`: en-IN, hi-IN (or en-XA). */
  tag: string;
  t(id: string, values?: Record<string, unknown>): string;
  /** Whether the page's messages hold this id (an error code's key, say). */
  has(id: string): boolean;
  money(minor: number, currency: Currency): string;
  day(isoDate: string): string;
  /** An in-site address in the page's language: "/Pricing" is "/hi/Pricing" on a Hindi page. */
  href(path: string): string;
}

const cache = new WeakMap<object, PageText>();

/** The text helpers for a page rendered with these loaders' data (the root's first): pure, so `meta` can use it too. */
export function pageText(loaderData: readonly unknown[]): PageText {
  const root = loaderData[0] as { i18n?: PageI18n } | undefined;
  const i18n = root?.i18n ?? { locale: "en" as const, messages: {} };
  const extra = loaderData.slice(1).flatMap((data) => {
    const messages = (data as { messages?: Messages } | null | undefined)?.messages;
    return messages && typeof messages === "object" ? [messages] : [];
  });
  const key = extra[extra.length - 1] ?? i18n.messages;
  const known = cache.get(key);
  if (known && known.locale === i18n.locale) return known;
  const tag = localeTag(i18n.locale);
  const messages: Messages = Object.assign({}, i18n.messages, ...extra);
  // Lingui renders on the server; the browser reads the same compiled messages (compiled-message.ts), and
  // this branch, with Lingui's runtime, is left out of the browser's build.
  const lingui = import.meta.env.SSR ? setupI18n({ locale: tag, messages: { [tag]: messages } }) : null;
  const language = languageOf(i18n.locale);
  const text: PageText = {
    locale: i18n.locale,
    language,
    tag,
    t: (id, values) => (lingui ? lingui._(id, values) : Object.hasOwn(messages, id) ? renderCompiled(messages[id], tag, values) : id),
    has: (id) => Object.hasOwn(messages, id),
    money: (minor, currency) => formatMoneyIn(language, minor, currency),
    day: (isoDate) => formatDayIn(language, isoDate),
    href: (path) => localizedHref(path, language),
  };
  cache.set(key, text);
  return text;
}

/** The page's text helpers, for a component (hydrated or not). */
export function useI18n(): PageText {
  return pageText(useMatches().map((match) => (match as { loaderData?: unknown }).loaderData));
}

/** The same from `meta`'s matches, for a translated title and description. */
export function metaText(matches: ReadonlyArray<{ loaderData?: unknown } | undefined>): PageText {
  return pageText(matches.map((match) => match?.loaderData));
}
