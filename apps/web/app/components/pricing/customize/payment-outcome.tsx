import { formatMoney } from "@investar/core";
import { useEffect, useRef, type ReactNode } from "react";
import type { PaymentOutcome } from "@investar/contract/pages/payments";

/** What the notice says about a payment, whatever it bought (a subscription, a webinar seat). */
export type SettledPayment = Pick<PaymentOutcome, "orderNumber" | "status" | "amount" | "currency" | "failureReason">;

interface Props {
  orderNumber: string;
  /** Null: the number is not an order on this account. */
  outcome: SettledPayment | null;
  onRetry(): void;
  busy: boolean;
}

interface Said {
  tone: "success" | "problem" | "waiting";
  heading: string;
  text: string;
  retry: boolean;
}

function describe(outcome: SettledPayment): Said {
  const amount = formatMoney(outcome.amount, outcome.currency);
  const order = `order ${outcome.orderNumber}`;
  switch (outcome.status) {
    case "failed":
      return {
        tone: "problem",
        heading: "Payment failed",
        text: `Your payment of ${amount} for ${order} did not go through, and nothing was activated${outcome.failureReason ? ` (${outcome.failureReason})` : ""}. You can try again.`,
        retry: true,
      };
    case "cancelled":
      return {
        tone: "problem",
        heading: "Payment cancelled",
        text: `You cancelled the payment for ${order}. Nothing was charged and nothing was activated. You can try again.`,
        retry: true,
      };
    case "refunded":
      return { tone: "problem", heading: "Payment refunded", text: `The payment of ${amount} for ${order} was refunded.`, retry: false };
    case "partially-refunded":
      return {
        tone: "problem",
        heading: "Payment partly refunded",
        text: `Part of the payment of ${amount} for ${order} was refunded.`,
        retry: false,
      };
    default:
      // Paid and still-pending orders get the confirmation page (payment-confirmation.tsx) instead.
      return { tone: "waiting", heading: "Payment received", text: `See My Subscription for ${order}.`, retry: false };
  }
}

/** A payment the gateway sent the customer back from that did not go through (?payment=<orderNumber>): failed, cancelled, refunded or not theirs. */
export function PaymentOutcomeNotice({ orderNumber, outcome, onRetry, busy }: Props) {
  const heading = useRef<HTMLHeadingElement>(null);
  // The customer arrives from another site: take them (and their screen reader) to what happened.
  useEffect(() => heading.current?.focus(), []);
  const said: Said = outcome
    ? describe(outcome)
    : {
        tone: "problem",
        heading: "Payment not found",
        text: `There is no payment ${orderNumber} on your account. If money was taken, please contact support with this number.`,
        retry: false,
      };
  let action: ReactNode = null;
  if (said.retry) {
    action = (
      <button type="button" className="button button--primary" disabled={busy} onClick={onRetry}>
        Try again
      </button>
    );
  }
  return (
    <section className={`payment-outcome card payment-outcome--${said.tone}`} aria-labelledby="payment-outcome-heading" role="status">
      <h2 id="payment-outcome-heading" ref={heading} tabIndex={-1}>
        {said.heading}
      </h2>
      <p>{said.text}</p>
      {action}
    </section>
  );
}
