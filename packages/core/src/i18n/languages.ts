/**
 * The site's languages and their URLs (docs/adr/0059-hindi-with-lingui.md): English pages stay at their
 * addresses, each Hindi twin is the same address under /hi. Pure, so the server (redirects, page cache,
 * sitemap, mail) and the web app (links, the language switch, hreflang) agree on every address.
 */
export type Language = "en" | "hi";

export const LANGUAGES: readonly Language[] = ["en", "hi"];

/** The BCP 47 tag each language is written and formatted in: Indian English and Hindi as written in India. */
export const LANGUAGE_TAGS: Record<Language, string> = { en: "en-IN", hi: "hi-IN" };

/** Remembers a visitor's choice; "en" also means "never redirect me" (docs/adr/0059-hindi-with-lingui.md#choosing-a-language). */
export const LANGUAGE_COOKIE = "investar_lang";

export const HINDI_PREFIX = "/hi";

export function isLanguage(value: unknown): value is Language {
  return value === "en" || value === "hi";
}

/** The language an address is in: /hi and anything under /hi/ is Hindi, everything else English. */
export function languageOfPath(pathname: string): Language {
  const lower = pathname.toLowerCase();
  return lower === HINDI_PREFIX || lower.startsWith(`${HINDI_PREFIX}/`) ? "hi" : "en";
}

/** The address without its language prefix: "/hi/Pricing" → "/Pricing", "/hi" → "/". */
export function pathWithoutLanguage(pathname: string): string {
  if (languageOfPath(pathname) === "en") return pathname;
  return pathname.slice(HINDI_PREFIX.length) || "/";
}

/**
 * Pages that have no Hindi twin: the customer's and staff's own pages, and the few pages outside the
 * site's layout (mobile pricing, the tool's sign-up, landing pages, feeds). A visitor who chose Hindi is not
 * redirected from them; the customer's own pages are rendered in the customer's language (`pageLanguageOf`).
 */
const WITHOUT_TWIN =
  /^\/(?:api|assets|admin|my-investar\/(?!password-recovery(?:\/|$))|education\/my-webinars|mobiletrial|pricingmobile|facebooklogin|lpage|tool-sign-up|sitemap\.xml|robots\.txt|app(?:\/|$)|simulator|favicon)/;

/** True when the English address has a Hindi twin at /hi + address. */
export function hasHindiTwin(pathname: string): boolean {
  const english = pathWithoutLanguage(pathname).toLowerCase();
  return !WITHOUT_TWIN.test(english.endsWith("/") ? english : `${english}/`) && !/\.[a-z0-9]+$/.test(english);
}

/**
 * The customer's own pages (My Subscription, wallet, profile, privacy, support, my webinars, the mobile app's
 * trial): one address in both languages, rendered in the customer's language (`customerPageLanguage`).
 */
const CUSTOMER_PAGE = /^\/(?:my-investar\/(?!password-recovery(?:\/|$))|education\/my-webinars(?:\/|$)|mobiletrial(?:\/|$))/;

/** True for an address of the customer's own pages, which have no twin and speak the customer's language. */
export function isCustomerPage(pathname: string): boolean {
  const lower = pathname.toLowerCase();
  return CUSTOMER_PAGE.test(lower.endsWith("/") ? lower : `${lower}/`);
}

/**
 * The pages at a fixed address (mobile pricing, opened from the app; the sign-in window, the address registered with
 * Google and Facebook): no twin, since whoever opens them cannot know the site's addresses per language, so they speak
 * the visitor's chosen language as the customer's own pages do (docs/adr/0059-hindi-with-lingui.md, the last points).
 */
const IN_APP_PAGE = /^\/(?:pricingmobile|facebooklogin)\/?$/;

/** True for a page with one address that speaks the chosen language: the customer's own pages and the in-app pages. */
export function speaksChosenLanguage(pathname: string): boolean {
  return isCustomerPage(pathname) || IN_APP_PAGE.test(pathname.toLowerCase());
}

/**
 * docs/adr/0059-hindi-with-lingui.md#choosing-a-language: the language a page is rendered in. A page with an
 * address per language speaks its address's; the customer's own pages and the in-app pages (`speaksChosenLanguage`)
 * speak the signed-in customer's language (`users.language`), else the visitor's choice (the language cookie), else
 * English; any other page without a twin (staff, landing pages) stays English.
 */
export function pageLanguageOf(pathname: string, chosen: { account?: string | null; cookie?: string | null }): Language {
  if (!speaksChosenLanguage(pathname)) return languageOfPath(pathname);
  if (isLanguage(chosen.account)) return chosen.account;
  return isLanguage(chosen.cookie) ? chosen.cookie : "en";
}

/**
 * The same page in the other language. The customer's own pages and the in-app pages have one address for both
 * (the switch stays on the page); other pages without a twin lead to that language's home page.
 */
export function twinPath(pathname: string, language: Language): string {
  const english = pathWithoutLanguage(pathname);
  if (speaksChosenLanguage(english)) return english;
  if (language === "en") return english;
  if (!hasHindiTwin(english)) return HINDI_PREFIX;
  return english === "/" ? HINDI_PREFIX : `${HINDI_PREFIX}${english}`;
}

/** An English in-site link as the page's language writes it: "/Pricing" on a Hindi page is "/hi/Pricing". */
export function localizedHref(href: string, language: Language): string {
  if (language === "en" || !href.startsWith("/") || href.startsWith("//")) return href;
  const [path, rest = ""] = splitPath(href);
  if (!hasHindiTwin(path)) return href;
  return (path === "/" ? HINDI_PREFIX : `${HINDI_PREFIX}${path}`) + rest;
}

function splitPath(href: string): [string, string] {
  const cut = href.search(/[?#]/);
  return cut < 0 ? [href, ""] : [href.slice(0, cut), href.slice(cut)];
}

/**
 * The language a browser asks for first among ours, from its Accept-Language header (RFC 9110 §12.5.4:
 * highest q first, ties in the order written); null when it names neither, so the site stays in English.
 */
export function preferredLanguage(acceptLanguage: string | null | undefined): Language | null {
  if (!acceptLanguage) return null;
  const ranges = acceptLanguage
    .split(",")
    .map((part, index) => {
      const [range = "", ...params] = part.trim().split(";");
      const q = params.map((p) => /^\s*q=([0-9.]+)\s*$/i.exec(p)?.[1]).find((v) => v !== undefined);
      return { primary: range.trim().toLowerCase().split("-")[0] ?? "", q: q === undefined ? 1 : Number(q), index };
    })
    .filter((range) => range.q > 0 && Number.isFinite(range.q))
    .sort((a, b) => b.q - a.q || a.index - b.index);
  for (const range of ranges) if (isLanguage(range.primary)) return range.primary;
  return null;
}

/**
 * Where a page request should be sent first, or null to serve it: a visitor who chose Hindi (the cookie),
 * or on a first visit (no cookie) whose browser prefers Hindi, opening an English address that has a
 * Hindi twin, goes to the twin. One who chose English is never redirected.
 */
export function languageRedirect(
  pathname: string,
  search: string,
  cookie: string | undefined,
  acceptLanguage: string | null | undefined,
): string | null {
  if (languageOfPath(pathname) === "hi" || !hasHindiTwin(pathname)) return null;
  const chosen = isLanguage(cookie) ? cookie : null;
  const wanted = chosen ?? preferredLanguage(acceptLanguage);
  return wanted === "hi" ? twinPath(pathname, "hi") + search : null;
}
