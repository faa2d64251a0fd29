import { formatMoney, type Currency } from "@investar/core";
import { composeMail } from "./mail-layout.ts";

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
