import { useEffect, useRef, type ReactNode } from "react";
import { useI18n, type PageText } from "../../../i18n/page-locale.ts";
import { ScriptButton } from "../../script-button.tsx";
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

function describe({ t, money }: PageText, outcome: SettledPayment): Said {
  const amount = money(outcome.amount, outcome.currency);
  const order = outcome.orderNumber;
  switch (outcome.status) {
    case "failed":
      return {
        tone: "problem",
        heading: t("outcome.failed"),
        // The reason is the gateway's own words, shown as they came.
        text: t("outcome.failedText", {
          amount,
          order,
          hasReason: outcome.failureReason ? "yes" : "no",
          reason: outcome.failureReason ?? "",
        }),
        retry: true,
      };
    case "cancelled":
      return { tone: "problem", heading: t("outcome.cancelled"), text: t("outcome.cancelledText", { order }), retry: true };
    case "refunded":
      return { tone: "problem", heading: t("outcome.refunded"), text: t("outcome.refundedText", { amount, order }), retry: false };
    case "partially-refunded":
      return {
        tone: "problem",
        heading: t("outcome.partlyRefunded"),
        text: t("outcome.partlyRefundedText", { amount, order }),
        retry: false,
      };
    default:
      // Paid and still-pending orders get the confirmation page (payment-confirmation.tsx) instead.
      return { tone: "waiting", heading: t("outcome.received"), text: t("outcome.receivedText", { order }), retry: false };
  }
}

/** A payment the gateway sent the customer back from that did not go through (?payment=<orderNumber>): failed, cancelled, refunded or not theirs. */
export function PaymentOutcomeNotice({ orderNumber, outcome, onRetry, busy }: Props) {
  const heading = useRef<HTMLHeadingElement>(null);
  // The customer arrives from another site: take them (and their screen reader) to what happened.
  useEffect(() => heading.current?.focus(), []);
  const text = useI18n();
  const said: Said = outcome
    ? describe(text, outcome)
    : { tone: "problem", heading: text.t("outcome.notFound"), text: text.t("outcome.notFoundText", { order: orderNumber }), retry: false };
  let action: ReactNode = null;
  if (said.retry) {
    action = (
      <ScriptButton className="button button--primary" disabled={busy} onClick={onRetry}>
        {text.t("outcome.retry")}
      </ScriptButton>
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
