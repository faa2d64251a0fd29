import { formatDay, formatMoney, type Currency } from "@investar/core";
import type { MailAttachment } from "@investar/db/schema/outbox";
import { composeMail } from "./mail-layout.ts";
import { mobileAppParagraphs, verificationStep, type Receipt } from "./receipt-mails.ts";

export interface ManualPaymentNotice {
  email: string;
  name: string;
  orderNumber: string;
  /** What the payment buys, as the order's lines name it. */
  items: string[];
  currency: Currency;
  /** Minor units: what the order is for. */
  amount: number;
  /** How it was paid (a manual payment mode, "UPI" shown as the QR payment it is) and its reference, if given. */
  mode: string;
  reference: string | null;
  /** When the customer can expect it confirmed (core's promise for the mode). */
  activation: string;
  /** My Subscription, where the payment is followed. */
  manageUrl: string;
}

const firstName = (name: string) => name.trim().split(/\s+/)[0] || "there";

/**
 * docs/business-rules.md#one-basket-one-pending-payment: the acknowledgement of a manual payment, sent from
 * the submission's transaction, saying what happens next and that paying again would pay twice.
 */
export function manualPaymentReceivedMail(notice: ManualPaymentNotice) {
  const reference = notice.reference ? `, reference ${notice.reference}` : "";
  return composeMail({
    to: notice.email,
    subject: `We have received your payment details (order ${notice.orderNumber})`,
    greeting: `Hello ${firstName(notice.name)},`,
    paragraphs: [
      `Thank you. We have recorded your ${notice.mode === "UPI" ? "UPI QR" : notice.mode} payment of ${formatMoney(notice.amount, notice.currency)} for ${notice.items.join(", ")} (order ${notice.orderNumber}${reference}).`,
      `What happens next: we match it with our bank statement and switch on your purchase ${notice.activation}. We will mail you as soon as it is active, or if we cannot find the payment.`,
      notice.reference
        ? "You do not need to pay again or send anything more."
        : "Please add the payment's reference (UTR) on My Subscription when you have it: it helps us find it sooner. You do not need to pay again.",
    ],
    action: { label: "Follow my payment", url: notice.manageUrl },
  });
}

export interface ManualPaymentRefund {
  email: string;
  name: string;
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
  const m = formatMoney(refund.amount, refund.currency);
  return composeMail({
    to: refund.email,
    subject: `Your payment for order ${refund.orderNumber} has been ${refund.full ? "refunded" : "partly refunded"}`,
    greeting: `Hello ${firstName(refund.name)},`,
    paragraphs: [
      refund.to === "wallet"
        ? `We have refunded ${m} of your payment for order ${refund.orderNumber} to your Investar wallet as cash credit. You can use it at once.`
        : `We have refunded ${m} of your payment for order ${refund.orderNumber}. We send it back to the account you paid from; banks usually show it within 5 to 7 working days.`,
      ...(refund.reference ? [`Refund reference: ${refund.reference}. Your bank can trace the refund with it.`] : []),
      refund.full
        ? "The whole payment is refunded, so what it bought has ended."
        : "Part of the payment is refunded; what it bought stays as it is.",
    ],
    action: { label: "See my subscription", url: refund.manageUrl },
  });
}

export interface ManualPaymentRejection extends Omit<ManualPaymentNotice, "activation"> {
  /** The staff's words, as the customer reads them (docs/business-rules.md#manual-payment-rejection). */
  reason: string;
  /** What to do next (core's rejectedPaymentNextSteps, with support's address). */
  nextSteps: string;
}

/** docs/business-rules.md#manual-payment-rejection: a manual payment staff could not confirm, with their reason and what to do next. */
export function manualPaymentRejectedMail(rejection: ManualPaymentRejection) {
  const reference = rejection.reference ? `, reference ${rejection.reference}` : "";
  return composeMail({
    to: rejection.email,
    subject: `We could not confirm your payment (order ${rejection.orderNumber})`,
    greeting: `Hello ${firstName(rejection.name)},`,
    paragraphs: [
      `We could not confirm your ${rejection.mode === "UPI" ? "UPI QR" : rejection.mode} payment of ${formatMoney(rejection.amount, rejection.currency)} for ${rejection.items.join(", ")} (order ${rejection.orderNumber}${reference}), so nothing has been switched on and nothing was charged through Investar.`,
      `The reason our team gave: ${rejection.reason}`,
      rejection.nextSteps,
    ],
    action: { label: "See my payments", url: rejection.manageUrl },
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
  const m = (minor: number) => formatMoney(minor, activation.currency);
  const { bought } = activation;
  const reference = activation.reference ? ` (reference ${activation.reference})` : "";
  const verification = verificationStep(activation);
  const paid = [
    activation.charged > 0
      ? `${m(activation.charged)} paid by ${activation.mode === "UPI" ? "UPI QR" : activation.mode}${reference}`
      : null,
    activation.walletPaid > 0 ? `${m(activation.walletPaid)} from your wallet` : null,
  ].filter(Boolean);
  return composeMail({
    to: activation.email,
    subject: `Payment confirmed: ${bought.kind === "webinar" ? "your webinar seat is booked" : "your Investar subscription is active"} (order ${activation.orderNumber})`,
    greeting: `Hello ${firstName(activation.name)},`,
    paragraphs: [
      `We have found your payment in our bank account and confirmed it. Thank you.`,
      bought.kind === "webinar"
        ? `Your seat in the webinar "${bought.title}" on ${bought.startsAt} is booked; the calendar invitation comes in a separate mail.`
        : `${bought.description} is now active until ${formatDay(bought.expiry)}.`,
      `Order ${activation.orderNumber}: ${paid.join(" and ")}${activation.gst > 0 ? `, including ${m(activation.gst)} GST` : ""}.`,
      activation.invoice
        ? `Your GST invoice ${activation.invoice.number} is attached to this mail; you can also download it from My Subscription.`
        : "This order had nothing to invoice, so no GST invoice comes with it.",
      ...mobileAppParagraphs(activation.mobileApp),
      ...verification.paragraphs,
    ],
    action: verification.action,
    ...(verification.secrets ? { secrets: verification.secrets } : {}),
    footnote: "Keep this mail as your receipt.",
    ...(activation.invoice ? { attachments: [activation.invoice.attachment] } : {}),
  });
}
