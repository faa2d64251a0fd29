import type { FastifyReply, FastifyRequest } from "fastify";
import {
  hasHindiTwin,
  isLanguage,
  LANGUAGE_COOKIE,
  languageOfPath,
  languageRedirect,
  pageLanguageOf,
  speaksChosenLanguage,
  twinPath,
  type Language,
} from "@investar/core/i18n/languages";

const ONE_YEAR_SECONDS = 365 * 24 * 60 * 60;

export interface PageLanguage {
  /** Where to send the visitor first (their chosen or their browser's language), or null to serve the page. */
  redirect: string | null;
  /** The page's language, from its address: the page cache keys on it. */
  language: Language;
  /** The language the visitor just chose with the switch: remembered in the cookie (and on the account, by the caller). */
  chosen: Language | null;
}

/** The query key the language switch adds to the twin's address (LanguageSwitch in the web app). */
export const LANGUAGE_SWITCH_KEY = "lang";

/**
 * docs/adr/0059-hindi-with-lingui.md#choosing-a-language: the language of a page request. The switch is a
 * plain link to the twin with ?lang=<language>: that choice goes in a cookie and the visitor lands on the
 * clean address. One who chose Hindi is then sent from an English address to its twin; a first visit
 * (no cookie) follows the browser's Accept-Language; one who chose English is never redirected.
 */
export function pageLanguage(request: FastifyRequest): PageLanguage {
  const queryAt = request.url.indexOf("?");
  const pathname = queryAt < 0 ? request.url : request.url.slice(0, queryAt);
  const search = queryAt < 0 ? "" : request.url.slice(queryAt);
  const language = languageOfPath(pathname);
  // The customer's own pages and the in-app pages have one address for both languages: their switch stays on the page.
  const page = (request.method === "GET" || request.method === "HEAD") && (hasHindiTwin(pathname) || speaksChosenLanguage(pathname));
  if (!page) return { redirect: null, language, chosen: null };
  const query = new URLSearchParams(search);
  const asked = query.get(LANGUAGE_SWITCH_KEY);
  if (isLanguage(asked)) {
    query.delete(LANGUAGE_SWITCH_KEY);
    const rest = query.size > 0 ? `?${query}` : "";
    return { redirect: twinPath(pathname, asked) + rest, language, chosen: asked };
  }
  const redirect = languageRedirect(pathname, search, request.cookies[LANGUAGE_COOKIE], request.headers["accept-language"]);
  return { redirect, language, chosen: null };
}

/** Remembers the language for a year; not httpOnly-sensitive, but kept httpOnly: only the server reads it. */
export function rememberLanguage(reply: FastifyReply, language: Language, secure: boolean): void {
  void reply.setCookie(LANGUAGE_COOKIE, language, { path: "/", httpOnly: true, sameSite: "lax", secure, maxAge: ONE_YEAR_SECONDS });
}

/**
 * An English page that may redirect answers differently by cookie and Accept-Language: shared caches
 * must keep them apart (RFC 9110 §12.5.5). Called as the answer leaves, after the body set its own Vary.
 */
export function varyOnLanguage(reply: FastifyReply): void {
  const before = reply.getHeader("vary");
  void reply.header("vary", before ? `${String(before)}, Cookie, Accept-Language` : "Cookie, Accept-Language");
}

/**
 * The language the page is rendered in (docs/adr/0059-hindi-with-lingui.md#choosing-a-language): its address's,
 * or on the customer's own pages and the in-app pages the signed-in customer's (asked only there), else the cookie's,
 * else English.
 */
export async function renderedLanguage(
  request: FastifyRequest,
  page: PageLanguage,
  accountLanguage: () => Promise<Language | null>,
): Promise<Language> {
  const queryAt = request.url.indexOf("?");
  const pathname = queryAt < 0 ? request.url : request.url.slice(0, queryAt);
  if (!speaksChosenLanguage(pathname)) return page.language;
  return pageLanguageOf(pathname, { account: await accountLanguage(), cookie: request.cookies[LANGUAGE_COOKIE] });
}

/**
 * docs/adr/0060-mails-in-the-customers-language.md: the language a visitor is using when a form on a page sends a
 * request — the page's own language (its address, from this site's Referer), else the one chosen with the switch
 * (the cookie), else English. A new account keeps it, so its activation mail is written in it.
 */
export function requestLanguage(request: FastifyRequest): Language {
  const referer = request.headers.referer;
  if (typeof referer === "string") {
    try {
      const from = new URL(referer);
      if (from.host === request.headers.host && languageOfPath(from.pathname) === "hi") return "hi";
    } catch {
      // An unreadable Referer says nothing about the page; the cookie decides.
    }
  }
  const cookie = request.cookies[LANGUAGE_COOKIE];
  return isLanguage(cookie) ? cookie : "en";
}
