import { formatDay, formatMoney, MOBILE_APP_STORES, type Currency, type IsoDate, type MobileAppLinks } from "@investar/core";
import type { MailAttachment } from "@investar/db/schema/outbox";
import { composeMail } from "./mail-layout.ts";

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
}

/** docs/business-rules.md#mobile-app-links: where a mobile subscriber gets the app, one line per configured store. */
export function mobileAppParagraphs(links: MobileAppLinks | null | undefined): string[] {
  if (!links) return [];
  const stores = (Object.keys(MOBILE_APP_STORES) as (keyof MobileAppLinks)[]).filter((store) => links[store]);
  return stores.length === 0
    ? []
    : [`Get the Investar app on your phone: ${stores.map((store) => `${MOBILE_APP_STORES[store].name}: ${links[store]}`).join(" · ")}.`];
}

const TEST_NOTICE = "TEST: this receipt comes from a test site running the payment simulator. No money was taken.";

const firstName = (name: string) => name.trim().split(/\s+/)[0] || "there";

/**
 * docs/business-rules.md#sign-up-to-pay: a buyer whose address is not verified yet confirms it from the mail that says
 * the purchase is active. The one button then confirms the address, and where to see the purchase is said in words.
 */
export function verificationStep(mail: Pick<Receipt, "verifyLink" | "manageUrl" | "bought">): {
  paragraphs: string[];
  action: { label: string; url: string };
  secrets?: string[];
} {
  const see = { label: mail.bought.kind === "webinar" ? "See my webinars" : "See my subscription", url: mail.manageUrl };
  if (!mail.verifyLink) return { paragraphs: [], action: see };
  return {
    paragraphs: [
      `See what you bought any time at ${mail.manageUrl}.`,
      "One more step: please confirm your email address, so that your invoices and account mails reach you. The link works once and expires in 24 hours.",
    ],
    action: { label: "Confirm my email address", url: mail.verifyLink },
    secrets: [mail.verifyLink],
  };
}

/** Sent once per activated order, from the activation's own transaction (the outbox). */
export function receiptMail(receipt: Receipt) {
  const m = (minor: number) => formatMoney(minor, receipt.currency);
  const { bought } = receipt;
  const verification = verificationStep(receipt);
  const paid = [
    receipt.charged > 0 ? `${m(receipt.charged)} paid` : null,
    receipt.walletPaid > 0 ? `${m(receipt.walletPaid)} from your wallet` : null,
  ].filter(Boolean);
  return composeMail({
    to: receipt.email,
    subject: `${receipt.test ? "TEST: " : ""}${bought.kind === "webinar" ? "Your webinar seat is booked" : "Your Investar subscription is active"} (order ${receipt.orderNumber})`,
    greeting: `Hello ${firstName(receipt.name)},`,
    paragraphs: [
      ...(receipt.test ? [TEST_NOTICE] : []),
      bought.kind === "webinar"
        ? `Thank you. Your seat in the webinar "${bought.title}" on ${bought.startsAt} is booked; the calendar invitation comes in a separate mail.`
        : `Thank you. ${bought.description} is now active until ${formatDay(bought.expiry)}.`,
      `Order ${receipt.orderNumber}: ${paid.length > 0 ? paid.join(" and ") : "nothing to pay"}${receipt.gst > 0 ? `, including ${m(receipt.gst)} GST` : ""}.`,
      ...(receipt.invoice ? [`Your GST tax invoice ${receipt.invoice.number} is attached as a PDF.`] : []),
      ...mobileAppParagraphs(receipt.mobileApp),
      ...verification.paragraphs,
    ],
    action: verification.action,
    ...(verification.secrets ? { secrets: verification.secrets } : {}),
    footnote: "Keep this mail as your receipt. Questions about this order? Reply with its order number.",
    ...(receipt.invoice ? { attachments: [receipt.invoice.attachment] } : {}),
  });
}
