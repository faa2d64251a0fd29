import { hasHindiTwin, HINDI_PREFIX, pathWithoutLanguage } from "@investar/core/i18n/languages";
import { accountLinks, adminLink, publicPages } from "../apps/web/app/site-map.ts";

/** Pages that are not in sitemap.xml but anyone can open (links from mails, the Facebook pop-up, 404). */
const unlistedPublicPages = [
  "/not-found",
  "/claim-email",
  "/email-verification",
  "/confirm-email",
  "/my-investar/password-recovery",
  "/facebookLogin",
];

/** Pages behind the login, weighed with the bench account's session. */
export const signedInPages = [
  ...accountLinks.map((link) => link.to),
  "/Pricing/CustomizeSubscription?product=Standard&plan=Quarter",
  "/admin",
  adminLink.to,
];

/** The Hindi twins (docs/adr/0059-hindi-with-lingui.md) are weighed against the same budgets as their English pages. */
const hindiTwins = [...publicPages, ...unlistedPublicPages]
  .filter(hasHindiTwin)
  .map((path) => (path === "/" ? HINDI_PREFIX : `${HINDI_PREFIX}${path}`));

export const anonymousPages = [...publicPages, ...unlistedPublicPages, ...hindiTwins];

/**
 * Pages that keep state in the browser (forms, price switches, live data). Every other page of the site
 * has none and must ship no framework (docs/architecture.md#benchmark, ADR 0004).
 */
const statefulPages = [
  "/Pricing",
  "/PricingMobile",
  "/user/login",
  "/user/sign-up",
  "/tool-sign-up",
  ...unlistedPublicPages.filter((path) => path !== "/not-found"),
  ...signedInPages,
];

export function keepsClientState(path: string): boolean {
  return statefulPages.includes(pathWithoutLanguage(path));
}

/** Lighthouse mobile performance is budgeted on these (docs/architecture.md#benchmark). */
export const lighthousePages = [
  "/",
  "/Pricing",
  "/tour/auto-trendlines",
  "/user/login",
  "/education/technical-analysis-training",
  "/hi",
  "/hi/Pricing",
  "/hi/user/login",
];
