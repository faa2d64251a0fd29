/**
 * Where the mobile app is got (docs/business-rules.md#mobile-app-links, ADR 0040): its App Store and Google Play
 * pages, kept in the business profile by staff, each overridable by the environment. A store without a URL
 * shows no badge, so no page ever links to a store page that is not there.
 */
import { z } from "zod";

export const MOBILE_APP_STORES = {
  appStore: { name: "App Store", host: "apps.apple.com", example: "https://apps.apple.com/in/app/investar/id0000000000" },
  googlePlay: { name: "Google Play", host: "play.google.com", example: "https://play.google.com/store/apps/details?id=com.example.app" },
} as const;
export type MobileAppStore = keyof typeof MOBILE_APP_STORES;

/** The store pages in effect; null where none is configured. */
export type MobileAppLinks = Record<MobileAppStore, string | null>;

export const mobileAppMessages = {
  storeUrlInvalid: (store: MobileAppStore) =>
    `Enter the app's ${MOBILE_APP_STORES[store].name} page, an https address on ${MOBILE_APP_STORES[store].host} (such as ${MOBILE_APP_STORES[store].example}), or leave it empty.`,
} as const;

/** Null when `url` is an https page of the store's own site, else the message. */
export function storeUrlProblem(store: MobileAppStore, url: string): string | null {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return mobileAppMessages.storeUrlInvalid(store);
  }
  // Only the store's own host: a badge that says "App Store" must not lead anywhere else.
  return parsed.protocol === "https:" && parsed.hostname === MOBILE_APP_STORES[store].host && parsed.pathname.length > 1
    ? null
    : mobileAppMessages.storeUrlInvalid(store);
}

const storeUrl = (store: MobileAppStore) =>
  z
    .string()
    .trim()
    .max(300, `The ${MOBILE_APP_STORES[store].name} address can have at most 300 characters.`)
    .superRefine((value, ctx) => {
      const problem = value === "" ? null : storeUrlProblem(store, value);
      if (problem) ctx.addIssue({ code: "custom", message: problem });
    });

/** The business profile's part: each store's page, or "" for none. */
export const mobileAppStoreUrls = z.object({ appStoreUrl: storeUrl("appStore"), googlePlayUrl: storeUrl("googlePlay") });
export type MobileAppStoreUrls = z.output<typeof mobileAppStoreUrls>;
export const NO_MOBILE_APP_STORE_URLS: MobileAppStoreUrls = { appStoreUrl: "", googlePlayUrl: "" };

/**
 * The links in effect: an environment override (already checked when the server started) wins over the profile, which
 * staff may not have completed; a profile part that fails today's rules counts as none.
 */
export function mobileAppLinks(stored: unknown, overrides: Partial<MobileAppLinks>): MobileAppLinks {
  const parsed = mobileAppStoreUrls.safeParse(stored);
  const profile = parsed.success ? parsed.data : NO_MOBILE_APP_STORE_URLS;
  return {
    appStore: overrides.appStore || profile.appStoreUrl || null,
    googlePlay: overrides.googlePlay || profile.googlePlayUrl || null,
  };
}

/** Which store a phone's browser belongs to, from its user agent; null for any other device. */
export function storeForUserAgent(userAgent: string): MobileAppStore | null {
  if (/iPhone|iPad|iPod/i.test(userAgent)) return "appStore";
  return /Android/i.test(userAgent) ? "googlePlay" : null;
}
