import { MOBILE_APP_STORES, type Currency, type IsoDate, type MobileAppLinks } from "@investar/core";
import type { MailAttachment } from "@investar/db/schema/outbox";
import { personalMail } from "./personal-mail.ts";
import { mailLocale, mailText, type MailLocale, type MailText } from "./mail-text.ts";

export interface Receipt {
  email: string;
  name: string;
  orderNumber: string;
  /** What was bought: a subscription until its new expiry, or a webinar seat. */
  bought: { kind: "subscription"; description: string; expiry: IsoDate } | { kind: "webinar"; title: string; startsAt: string };
  currency: Currency;
  /** Minor units: charged (card or manual payment), paid from the wallet, of which GST. */
  charged: number;
  walletPaid: number;
  gst: number;
  /** Where the customer sees what they bought: My Subscription, or My Webinars. */
  manageUrl: string;
  /** docs/business-rules.md#sign-up-to-pay: the activation link of an address not verified yet, else null. */
  verifyLink: string | null;
  /** Sent by a test deployment (ADR 0012): the mail says TEST in its subject and first line. */
  test: boolean;
  /** The order's GST tax invoice, attached as its PDF (ADR 0039); none for an order without one (worth nothing). */
  invoice?: { number: string; attachment: MailAttachment } | null;
  /** A mobile subscription's stores (docs/business-rules.md#mobile-app-links); null for anything else. */
  mobileApp?: MobileAppLinks | null;
  /** users.language: the mail is written in it (ADR 0060); English when absent. */
  language?: string | null;
}

/** docs/business-rules.md#mobile-app-links: where a mobile subscriber gets the app, one line per configured store. */
export function mobileAppParagraphs(links: MobileAppLinks | null | undefined, t: MailText = mailText("en")): string[] {
  if (!links) return [];
  const stores = (Object.keys(MOBILE_APP_STORES) as (keyof MobileAppLinks)[]).filter((store) => links[store]);
  return stores.length === 0
    ? []
    : [t("receipt.mobileApp", { stores: stores.map((store) => `${MOBILE_APP_STORES[store].name}: ${links[store]}`).join(" · ") })];
}

/**
 * docs/business-rules.md#sign-up-to-pay: a buyer whose address is not verified yet confirms it from the mail that says
 * the purchase is active. The one button then confirms the address, and where to see the purchase is said in words.
 */
export function verificationStep(
  mail: Pick<Receipt, "verifyLink" | "manageUrl" | "bought">,
  t: MailText,
): {
  paragraphs: string[];
  action: { label: string; url: string };
  secrets?: string[];
} {
  const see = { label: t(mail.bought.kind === "webinar" ? "receipt.seeWebinars" : "receipt.seeSubscription"), url: mail.manageUrl };
  if (!mail.verifyLink) return { paragraphs: [], action: see };
  return {
    paragraphs: [t("receipt.seeAnyTime", { url: mail.manageUrl }), t("receipt.confirmEmail")],
    action: { label: t("receipt.confirmAction"), url: mail.verifyLink },
    secrets: [mail.verifyLink],
  };
}

/** "Order X: ₹2,941 paid and ₹100 from your wallet, including ₹449 GST." (the receipt and the manual payment's activation) */
export function orderLine(
  { t, money }: MailLocale,
  order: { orderNumber: string; currency: Currency; gst: number },
  paid: string[],
): string {
  return t("receipt.order", {
    orderNumber: order.orderNumber,
    paid: paid.length > 0 ? paid.join(t("receipt.paid.and")) : t("receipt.paid.nothing"),
    gst: order.gst > 0 ? t("receipt.gst", { gst: money(order.gst, order.currency) }) : "",
  });
}

/** Sent once per activated order, from the activation's own transaction (the outbox), in the buyer's language (ADR 0060). */
export function receiptMail(receipt: Receipt) {
  const locale = mailLocale(receipt.language);
  const { t } = locale;
  const m = (minor: number) => locale.money(minor, receipt.currency);
  const { bought } = receipt;
  const verification = verificationStep(receipt, t);
  const paid = [
    receipt.charged > 0 ? t("receipt.paid.charged", { amount: m(receipt.charged) }) : null,
    receipt.walletPaid > 0 ? t("receipt.paid.wallet", { amount: m(receipt.walletPaid) }) : null,
  ].filter((part) => part !== null);
  return personalMail(receipt, {
    subject: `${receipt.test ? t("receipt.testPrefix") : ""}${t(bought.kind === "webinar" ? "receipt.subject.webinar" : "receipt.subject.subscription", { orderNumber: receipt.orderNumber })}`,
    paragraphs: [
      ...(receipt.test ? [t("receipt.testNotice")] : []),
      bought.kind === "webinar"
        ? t("receipt.webinarBooked", { title: bought.title, startsAt: bought.startsAt })
        : t("receipt.subscriptionActive", { description: bought.description, expiry: locale.day(bought.expiry) }),
      orderLine(locale, receipt, paid),
      ...(receipt.invoice ? [t("receipt.invoiceAttached", { number: receipt.invoice.number })] : []),
      ...mobileAppParagraphs(receipt.mobileApp, t),
      ...verification.paragraphs,
    ],
    action: verification.action,
    ...(verification.secrets ? { secrets: verification.secrets } : {}),
    footnote: t("receipt.footnote"),
    ...(receipt.invoice ? { attachments: [receipt.invoice.attachment] } : {}),
  });
}
