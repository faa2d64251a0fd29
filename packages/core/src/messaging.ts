import type { SubscriptionFlags } from "./profile.ts";

/**
 * Every kind of SMS the site sends (docs/business-rules.md#sms-templates): in India each must go out under its own
 * DLT-registered template, so a template provider needs one template id per kind (ADR 0034).
 */
export const SMS_KINDS = ["verification-code", "mobile-trial-code", "intraday-activation", "pre-debit-notice"] as const;
export type SmsKind = (typeof SMS_KINDS)[number];

/**
 * Kinds sent only where their template is configured (docs/business-rules.md#sms-templates): auto-renew's
 * pre-debit notice goes by mail in any case, and by SMS too once its DLT template is registered.
 */
export const OPTIONAL_SMS_KINDS: readonly SmsKind[] = ["pre-debit-notice"];
export const isOptionalSmsKind = (kind: SmsKind): boolean => OPTIONAL_SMS_KINDS.includes(kind);

/** The setting that names a kind's MSG91 template: MSG91_TEMPLATE_VERIFICATION_CODE, … */
export const smsTemplateSetting = (kind: SmsKind) => `MSG91_TEMPLATE_${kind.toUpperCase().replaceAll("-", "_")}`;

/** A stored 10-digit Indian mobile number as MSG91 wants it: with the country code 91 and nothing else. */
export function internationalIndianMobile(mobile: string): string {
  const digits = mobile.replace(/\D/g, "").replace(/^(?:91|0)(?=\d{10}$)/, "");
  if (!/^\d{10}$/.test(digits)) throw new Error("Not a 10-digit Indian mobile number.");
  return `91${digits}`;
}

/**
 * The marketing mailings (docs/business-rules.md#marketing-mail): each is gated by the subscription flag of the same name and
 * carries a one-click unsubscribe that switches that flag off. Everything else the site mails is transactional.
 */
export const MARKETING_MAIL_KINDS = [
  "newsletter",
  "offers",
  "webinarInvites",
  "productUpdates",
] as const satisfies readonly (keyof SubscriptionFlags)[];
export type MarketingMailKind = (typeof MARKETING_MAIL_KINDS)[number];

export const marketingMailKindLabels: Record<MarketingMailKind, string> = {
  newsletter: "Newsletter",
  offers: "Offer",
  webinarInvites: "Webinar invitation",
  productUpdates: "Product update",
};

export const isMarketingMailKind = (value: string): value is MarketingMailKind =>
  (MARKETING_MAIL_KINDS as readonly string[]).includes(value);

/** Whether a customer's choices let a mailing of this kind reach them. */
export const wantsMarketingMail = (flags: Partial<SubscriptionFlags>, kind: MarketingMailKind): boolean => flags[kind] === true;

/** One mailing as /admin/newsletters lists it (docs/business-rules.md#marketing-mail). */
export interface NewsletterSummary {
  id: number;
  kind: MarketingMailKind;
  subject: string;
  markdown: string;
  createdAt: string;
  /** When staff sent it to the customers; null while it is a draft. */
  sendRequestedAt: string | null;
  /** Copies queued so far, and whether every opted-in customer has one. */
  queued: number;
  queuedAll: boolean;
  /** Copies the mail server accepted. */
  sent: number;
  /** Customers who switched its kind off through its link. */
  unsubscribes: number;
}
