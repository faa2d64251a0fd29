import { formatDay, formatMoney, itemName, type Catalogue } from "@investar/core";
import { useEffect, useRef, type ReactNode } from "react";
import { Link } from "react-router";
import type { PaymentOutcome } from "../../../load-context.ts";

interface Props {
  orderNumber: string;
  /** Null: the number is not an order on this account. */
  outcome: PaymentOutcome | null;
  catalogue: Catalogue;
  onRetry(): void;
  busy: boolean;
}

interface Said {
  tone: "success" | "problem" | "waiting";
  heading: string;
  text: string;
  retry: boolean;
}

function describe(outcome: PaymentOutcome, catalogue: Props["catalogue"]): Said {
  const what = `Investar ${itemName(catalogue, outcome.product)}${outcome.isMobile ? " mobile app" : ""} (${outcome.plan} plan)`;
  const amount = formatMoney(outcome.amount, outcome.currency);
  const order = `order ${outcome.orderNumber}`;
  switch (outcome.status) {
    case "paid": {
      const until = outcome.activatedUntil ? ` is active until ${formatDay(outcome.activatedUntil)}` : " is being activated";
      if (outcome.gateway === "ChangeSub")
        return {
          tone: "success",
          heading: "Subscription changed",
          text: `Your ${what}${until}. Your credits paid for it (${order}); we have emailed you a receipt.`,
          retry: false,
        };
      return {
        tone: "success",
        heading: "Payment successful",
        text: `Thank you: we received ${amount}. Your ${what}${until}. We have emailed you a receipt for ${order}.`,
        retry: false,
      };
    }
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
      return {
        tone: "waiting",
        heading: "Waiting for the bank's confirmation",
        text: `We have not yet heard from the bank about your payment of ${amount} for ${order}. If the money was taken, your subscription is activated as soon as the bank confirms it and we will email you. Please don't pay again.`,
        retry: false,
      };
  }
}

/** What happened to the payment the gateway sent the customer back from (?payment=<orderNumber>). */
export function PaymentOutcomeNotice({ orderNumber, outcome, catalogue, onRetry, busy }: Props) {
  const heading = useRef<HTMLHeadingElement>(null);
  // The customer arrives from another site: take them (and their screen reader) to what happened.
  useEffect(() => heading.current?.focus(), []);
  const said: Said = outcome
    ? describe(outcome, catalogue)
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
  } else if (outcome?.status === "paid") {
    action = (
      <Link className="button button--primary" to="/my-investar/manage-subscription">
        See My Subscription
      </Link>
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
