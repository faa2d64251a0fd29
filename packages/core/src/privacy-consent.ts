import { MARKETING_MAIL_KINDS, type MarketingMailKind } from "./messaging.ts";
import type { SubscriptionFlags } from "./profile.ts";

/**
 * docs/business-rules.md#privacy-notice: the version of the privacy notice (/investar/privacy-policy) a customer accepts at sign-up.
 * Raise it whenever the notice's purposes change; each consent record keeps the version it was given under.
 */
export const PRIVACY_NOTICE_VERSION = "2026-11-27";
export const PRIVACY_NOTICE_PATH = "/investar/privacy-policy";

/** The purposes the short notice itemises; the first three are needed to serve the account, the last is each marketing kind. */
export const NOTICE_PURPOSES = [
  { key: "account", text: "Your account and software licence: name, email and mobile to create, activate and secure it" },
  { key: "payments", text: "Payments and tax invoices: billing details, GSTIN and payment records, kept as the tax law requires" },
  { key: "service-mails", text: "Service mails: activation, receipts, renewal reminders and security alerts" },
  { key: "marketing", text: "Marketing, only the kinds you tick below; you can switch each off at any time" },
] as const;

/** The marketing mail kinds, in the order and words the consent boxes show them (docs/business-rules.md#marketing-mail). */
export const MARKETING_CONSENT_KINDS: readonly MarketingMailKind[] = ["offers", "webinarInvites", "productUpdates", "newsletter"];
export const marketingConsentLabels: Record<MarketingMailKind, string> = {
  offers: "Offers and discounts",
  webinarInvites: "Webinars and training",
  productUpdates: "Product news and releases",
  newsletter: "The Investar newsletter",
};

/** What a consent record is about: the notice, the age declaration, or one kind of marketing mail. */
export const CONSENT_PURPOSES = ["notice", "age-18-plus", ...MARKETING_MAIL_KINDS] as const;
export type ConsentPurpose = (typeof CONSENT_PURPOSES)[number];

/** How a consent was given or withdrawn, as the record keeps it. */
export const CONSENT_SOURCES = [
  "sign-up-form",
  "desktop-program",
  "landing-page",
  "broker-page",
  "checkout",
  "webinar-registration",
  "google-sign-up",
  "facebook-sign-up",
  "privacy-page",
  "profile-page",
  "unsubscribe-link",
] as const;
export type ConsentSource = (typeof CONSENT_SOURCES)[number];

export const consentSourceLabels: Record<ConsentSource, string> = {
  "sign-up-form": "Sign-up form",
  "desktop-program": "Sign-up from the desktop program",
  "landing-page": "Landing page sign-up",
  "broker-page": "Broker page sign-up",
  checkout: "Sign-up at the checkout",
  "webinar-registration": "Webinar registration",
  "google-sign-up": "Google sign-up",
  "facebook-sign-up": "Facebook sign-up",
  "privacy-page": "My privacy page",
  "profile-page": "My profile page",
  "unsubscribe-link": "Unsubscribe link in a mail",
};

export const privacyConsentMessages = {
  ageRequired:
    "Please confirm that you are 18 or older. Investar is trading software for adults, so we cannot open an account for anyone younger.",
  ageConfirmText: "I am 18 years or older",
} as const;

/** The marketing kinds a sign-up ticked: the old single box (MarketingConsent) stands for newsletter, webinars and offers. */
export function chosenMarketingKinds(
  kinds: readonly MarketingMailKind[] | undefined,
  legacyConsent: boolean | undefined,
): MarketingMailKind[] {
  const chosen = new Set<MarketingMailKind>(kinds ?? []);
  if (legacyConsent) for (const kind of ["newsletter", "webinarInvites", "offers"] as const) chosen.add(kind);
  return MARKETING_MAIL_KINDS.filter((kind) => chosen.has(kind));
}

/** One row of a customer's consent history, as the privacy page and the data download show it. */
export interface ConsentRecordView {
  purpose: ConsentPurpose;
  given: boolean;
  at: string;
  noticeVersion: string;
  source: ConsentSource;
}

/**
 * A new account's mail choices (ADR 0034, docs/business-rules.md#privacy-notice): each marketing kind only when ticked at
 * sign-up, none presumed; renewal reminders are about the licence the customer holds, a service mail, so they stay on.
 */
export function subscriptionFlagsForKinds(kinds: readonly MarketingMailKind[]): SubscriptionFlags {
  return {
    newsletter: kinds.includes("newsletter"),
    productUpdates: kinds.includes("productUpdates"),
    webinarInvites: kinds.includes("webinarInvites"),
    offers: kinds.includes("offers"),
    renewalReminders: true,
  };
}

/**
 * Said with 400 when a social sign-up (Facebook, Google at the checkout) would open a new account without the 18+ declaration:
 * the page asks for it on a consent step and sends the same token again with it. Here, not beside the contract's fields, so the
 * browser reads it without loading zod.
 */
export const AGE_CONFIRMATION_REQUIRED = "AgeConfirmationRequired";
