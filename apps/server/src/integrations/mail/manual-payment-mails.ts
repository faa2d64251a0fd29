import type { Currency } from "@investar/core";
import type { MailAttachment } from "@investar/db/schema/outbox";
import { personalMail } from "./personal-mail.ts";
import { mailLocale, mailText, type MailKey, type MailLocale, type MailText } from "./mail-text.ts";
import { mobileAppParagraphs, orderLine, verificationStep, type Receipt } from "./receipt-mails.ts";

export interface ManualPaymentNotice {
  email: string;
  name: string;
  /** users.language: the mail is written in it (ADR 0060); English when absent. */
  language?: string | null;
  orderNumber: string;
  /** What the payment buys, as the order's lines name it. */
  items: string[];
  currency: Currency;
  /** Minor units: what the order is for. */
  amount: number;
  /** How it was paid (a manual payment mode, "UPI" shown as the QR payment it is) and its reference, if given. */
  mode: string;
  reference: string | null;
  /** When the customer can expect it confirmed (core's promise for the mode, in English). */
  activation: string;
  /** My Subscription, where the payment is followed. */
  manageUrl: string;
}

const modeName = (t: MailText, mode: string) => (mode === "UPI" ? t("manualPayment.upiQr") : mode);

/** Core's promise for a mode (English) in the mail's language: the catalogue's English entries are core's words. */
const activationKeys: MailKey[] = ["manualPayment.activation.workingDay", "manualPayment.activation.cleared"];
function activationIn(t: MailText, english: string): string {
  const key = activationKeys.find((candidate) => mailText("en")(candidate) === english);
  return key ? t(key) : english;
}

/** The payment a mail speaks of, as its message's placeholders: how it was paid, how much, for what, and its reference. */
function paymentFacts({ t, money }: MailLocale, payment: Omit<ManualPaymentNotice, "activation">) {
  return {
    mode: modeName(t, payment.mode),
    amount: money(payment.amount, payment.currency),
    items: payment.items.join(", "),
    orderNumber: payment.orderNumber,
    reference: payment.reference ? t("manualPayment.reference", { reference: payment.reference }) : "",
  };
}

/**
 * docs/business-rules.md#one-basket-one-pending-payment: the acknowledgement of a manual payment, sent from
 * the submission's transaction, saying what happens next and that paying again would pay twice.
 */
export function manualPaymentReceivedMail(notice: ManualPaymentNotice) {
  const locale = mailLocale(notice.language);
  const { t } = locale;
  return personalMail(notice, {
    subject: t("manualPayment.received.subject", { orderNumber: notice.orderNumber }),
    paragraphs: [
      t("manualPayment.received.recorded", paymentFacts(locale, notice)),
      t("manualPayment.received.next", { activation: activationIn(t, notice.activation) }),
      t(notice.reference ? "manualPayment.received.noMore" : "manualPayment.received.addUtr"),
    ],
    action: { label: t("manualPayment.received.action"), url: notice.manageUrl },
  });
}

export interface ManualPaymentRefund {
  email: string;
  name: string;
  language?: string | null;
  orderNumber: string;
  currency: Currency;
  /** Minor units refunded, and whether it is the whole payment. */
  amount: number;
  full: boolean;
  /** wallet: cash credit at once; gateway: sent back the way it was paid. */
  to: "wallet" | "gateway";
  /** What finds the money at the bank: the gateway's refund reference, or the UTR of the transfer back. */
  reference?: string | null;
  manageUrl: string;
}

/** The refund of a manual payment, sent from the refund's transaction: how much, where it goes, and what it did to the order. */
export function manualPaymentRefundedMail(refund: ManualPaymentRefund) {
  const { t, money } = mailLocale(refund.language);
  const facts = { amount: money(refund.amount, refund.currency), orderNumber: refund.orderNumber };
  return personalMail(refund, {
    subject: t(refund.full ? "manualPayment.refund.subject.full" : "manualPayment.refund.subject.partial", {
      orderNumber: refund.orderNumber,
    }),
    paragraphs: [
      t(refund.to === "wallet" ? "manualPayment.refund.wallet" : "manualPayment.refund.gateway", facts),
      ...(refund.reference ? [t("manualPayment.refund.reference", { reference: refund.reference })] : []),
      t(refund.full ? "manualPayment.refund.full" : "manualPayment.refund.partial"),
    ],
    action: { label: t("receipt.seeSubscription"), url: refund.manageUrl },
  });
}

export interface ManualPaymentRejection extends Omit<ManualPaymentNotice, "activation"> {
  /** The staff's words, as the customer reads them (docs/business-rules.md#manual-payment-rejection). */
  reason: string;
  /** Support's address, in what to do next (the words of core's rejectedPaymentNextSteps, in the mail's language). */
  supportEmail: string;
}

/** docs/business-rules.md#manual-payment-rejection: a manual payment staff could not confirm, with their reason and what to do next. */
export function manualPaymentRejectedMail(rejection: ManualPaymentRejection) {
  const locale = mailLocale(rejection.language);
  const { t } = locale;
  return personalMail(rejection, {
    subject: t("manualPayment.rejected.subject", { orderNumber: rejection.orderNumber }),
    paragraphs: [
      t("manualPayment.rejected.body", paymentFacts(locale, rejection)),
      t("manualPayment.rejected.reason", { reason: rejection.reason }),
      t("manualPayment.rejected.nextSteps", { supportEmail: rejection.supportEmail }),
    ],
    action: { label: t("manualPayment.rejected.action"), url: rejection.manageUrl },
  });
}

/** What the receipt of any paid order says, and how the manual payment was made, with its invoice. */
export interface ManualPaymentActivation extends Omit<Receipt, "test"> {
  mode: string;
  reference: string | null;
  /** The order's GST invoice, attached (null when there is nothing to invoice). */
  invoice: { number: string; attachment: MailAttachment } | null;
}

/**
 * docs/business-rules.md#manual-payment-mails: staff found the money and activated the payment. It stands in
 * for the receipt (same facts: what is active, until when, what was paid and its GST) and says which
 * payment it confirms, with the GST invoice attached.
 */
export function manualPaymentActivatedMail(activation: ManualPaymentActivation) {
  const locale = mailLocale(activation.language);
  const { t } = locale;
  const m = (minor: number) => locale.money(minor, activation.currency);
  const { bought } = activation;
  const verification = verificationStep(activation, t);
  const paid = [
    activation.charged > 0
      ? t("manualPayment.activated.paidBy", {
          amount: m(activation.charged),
          mode: modeName(t, activation.mode),
          reference: activation.reference ? t("manualPayment.activated.reference", { reference: activation.reference }) : "",
        })
      : null,
    activation.walletPaid > 0 ? t("receipt.paid.wallet", { amount: m(activation.walletPaid) }) : null,
  ].filter((part) => part !== null);
  return personalMail(activation, {
    subject: t(bought.kind === "webinar" ? "manualPayment.activated.subject.webinar" : "manualPayment.activated.subject.subscription", {
      orderNumber: activation.orderNumber,
    }),
    paragraphs: [
      t("manualPayment.activated.found"),
      bought.kind === "webinar"
        ? t("manualPayment.activated.webinar", { title: bought.title, startsAt: bought.startsAt })
        : t("manualPayment.activated.subscription", { description: bought.description, expiry: locale.day(bought.expiry) }),
      orderLine(locale, activation, paid),
      activation.invoice
        ? t("manualPayment.activated.invoice", { number: activation.invoice.number })
        : t("manualPayment.activated.noInvoice"),
      ...mobileAppParagraphs(activation.mobileApp, t),
      ...verification.paragraphs,
    ],
    action: verification.action,
    ...(verification.secrets ? { secrets: verification.secrets } : {}),
    footnote: t("manualPayment.activated.footnote"),
    ...(activation.invoice ? { attachments: [activation.invoice.attachment] } : {}),
  });
}
