/**
 * The message catalogues, compiled on the server (docs/adr/0059-hindi-with-lingui.md): a page's loader picks
 * the namespaces its components use and sends only those, already compiled, so the browser carries
 * Lingui's small runtime and never a whole catalogue or the ICU compiler. The `.server` name keeps this
 * module, and the JSON catalogues, out of every browser bundle.
 */
import { compileMessage, type CompiledMessage } from "@lingui/message-utils/compileMessage";
import type { Language } from "@investar/core/i18n/languages";
import enCommon from "./messages/en/common.json";
import hiCommon from "./messages/hi/common.json";
import enHome from "./messages/en/home.json";
import hiHome from "./messages/hi/home.json";
import enPricing from "./messages/en/pricing.json";
import hiPricing from "./messages/hi/pricing.json";
import enLegal from "./messages/en/legal.json";
import hiLegal from "./messages/hi/legal.json";
import enProduct from "./messages/en/product.json";
import hiProduct from "./messages/hi/product.json";
import enDownload from "./messages/en/download.json";
import hiDownload from "./messages/hi/download.json";
import enEducation from "./messages/en/education.json";
import hiEducation from "./messages/hi/education.json";
import enTour from "./messages/en/tour.json";
import hiTour from "./messages/hi/tour.json";
import enAccount from "./messages/en/account.json";
import hiAccount from "./messages/hi/account.json";
import enAuth from "./messages/en/auth.json";
import hiAuth from "./messages/hi/auth.json";
import enSupport from "./messages/en/support.json";
import hiSupport from "./messages/hi/support.json";
import enCheckout from "./messages/en/checkout.json";
import hiCheckout from "./messages/hi/checkout.json";
import enPrivacy from "./messages/en/privacy.json";
import hiPrivacy from "./messages/hi/privacy.json";
import enExplain from "./messages/en/explain.json";
import hiExplain from "./messages/hi/explain.json";
import enMobile from "./messages/en/mobile.json";
import hiMobile from "./messages/hi/mobile.json";
import enSeo from "./messages/en/seo.json";
import hiSeo from "./messages/hi/seo.json";
import enFeatures from "./messages/en/features.json";
import hiFeatures from "./messages/hi/features.json";
import enFaq from "./messages/en/faq.json";
import hiFaq from "./messages/hi/faq.json";
import enLanding from "./messages/en/landing.json";
import hiLanding from "./messages/hi/landing.json";
import { pseudoLocalize } from "./pseudo-locale.ts";
import type { Messages, PageLocale } from "./page-locale.ts";

/** One catalogue entry: the text in ICU MessageFormat, and a note saying where it shows, for the translator and the reviewer. */
export interface CatalogueEntry {
  message: string;
  note: string;
}

export type Catalogue = Record<string, CatalogueEntry>;

/** The namespaces: common (header, footer, 404, error messages) for every page, then one per group of pages. */
export const catalogues = {
  en: {
    common: enCommon,
    home: enHome,
    pricing: enPricing,
    legal: enLegal,
    tour: enTour,
    product: enProduct,
    download: enDownload,
    education: enEducation,
    account: enAccount,
    auth: enAuth,
    support: enSupport,
    checkout: enCheckout,
    privacy: enPrivacy,
    explain: enExplain,
    mobile: enMobile,
    seo: enSeo,
    features: enFeatures,
    faq: enFaq,
    landing: enLanding,
  },
  hi: {
    common: hiCommon,
    home: hiHome,
    pricing: hiPricing,
    legal: hiLegal,
    tour: hiTour,
    product: hiProduct,
    download: hiDownload,
    education: hiEducation,
    account: hiAccount,
    auth: hiAuth,
    support: hiSupport,
    checkout: hiCheckout,
    privacy: hiPrivacy,
    explain: hiExplain,
    mobile: hiMobile,
    seo: hiSeo,
    features: hiFeatures,
    faq: hiFaq,
    landing: hiLanding,
  },
} satisfies Record<Language, Record<string, Catalogue>>;

export type Namespace = keyof (typeof catalogues)["en"];

const compiled = new Map<string, Messages>();

function compileNamespace(locale: PageLocale, namespace: Namespace): Messages {
  const key = `${locale}:${namespace}`;
  let messages = compiled.get(key);
  if (!messages) {
    const source: Catalogue = catalogues[locale === "pseudo" ? "en" : locale][namespace];
    messages = Object.fromEntries(
      Object.entries(source).map(([id, entry]): [string, CompiledMessage] => {
        const message = compileMessage(entry.message);
        return [id, locale === "pseudo" ? pseudoLocalize(message) : message];
      }),
    );
    compiled.set(key, messages);
  }
  return messages;
}

/**
 * Every selection of messages is built once and kept, frozen (docs/adr/0057-server-rendering-cost.md#messages-built-once):
 * a page's messages are then the same object on every request, so the page's Lingui instance (pageText) and their
 * JSON in the page data (hydrate/page-data.ts) are made once too, not per request. Keys name the locale and the
 * selection; there are a few hundred at most.
 */
const kept = new Map<string, Messages>();
/** Kept selections are numbered, so that a combination of them can be kept under their numbers. */
const numbers = new WeakMap<Messages, number>();

export function keptMessages(key: string, build: () => Messages): Messages {
  let messages = kept.get(key);
  if (!messages) {
    kept.set(key, (messages = Object.freeze(build())));
    numbers.set(messages, kept.size);
  }
  return messages;
}

/** A page part that shows no extra messages (a visitor's, or English where only another language needs them). */
export const NO_MESSAGES: Messages = keptMessages("none", () => ({}));

/** The compiled messages of these namespaces in this locale, for a loader to hand to its page. */
export function messagesFor(locale: PageLocale, namespaces: readonly Namespace[]): Messages {
  return keptMessages(`${locale}:${namespaces.join(",")}`, () =>
    Object.assign({}, ...namespaces.map((namespace) => compileNamespace(locale, namespace))),
  );
}

/**
 * Only the messages whose ids start with one of these prefixes: for a page that shows a few texts of a large
 * namespace, so its page data (which a hydrated page's script reads) carries those and no more.
 */
export function messagesStartingWith(messages: Messages, prefixes: readonly string[]): Messages {
  const build = () => Object.fromEntries(Object.entries(messages).filter(([id]) => startsWithAny(id, prefixes)));
  const number = numbers.get(messages);
  return number === undefined ? build() : keptMessages(`#${number}:${prefixes.join(",")}`, build);
}

/** Several selections as one, kept when each of them is. */
export function mergedMessages(...parts: Messages[]): Messages {
  const build = () => Object.assign({}, ...parts) as Messages;
  const key = parts.map((part) => numbers.get(part));
  return key.includes(undefined) ? build() : keptMessages(`+${key.join(",")}`, build);
}

export const startsWithAny = (key: string, prefixes: readonly string[]) => prefixes.some((prefix) => key.startsWith(prefix));
