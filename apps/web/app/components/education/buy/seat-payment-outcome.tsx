import { formatDay, formatIstDateTime, formatMoney } from "@investar/core";
import { useEffect, useRef } from "react";
import type { WebinarPaymentOutcome } from "@investar/contract/pages/payments";

/**
 * After paying for a seat: what was booked, for when, the amount, the order number and the invoice, and
 * the next step (My Webinars, where the join link and calendar invitation are). No pay button: the seat
 * is bought, or the bank has yet to confirm it and paying again would pay twice.
 */
export function SeatPaymentOutcome({ outcome }: { outcome: WebinarPaymentOutcome }) {
  const heading = useRef<HTMLHeadingElement>(null);
  // The customer arrives from the gateway's site: take them (and their screen reader) to the result.
  useEffect(() => heading.current?.focus(), []);
  const paid = outcome.status === "paid";
  return (
    <section className="payment-confirmation card" aria-labelledby="seat-outcome-heading">
      <h1 id="seat-outcome-heading" ref={heading} tabIndex={-1}>
        {paid ? "Your seat is booked" : "Waiting for the bank's confirmation"}
      </h1>
      {paid ? (
        <p>Thank you. We have emailed you a receipt, the calendar invitation{outcome.invoiceUrl ? " and your GST invoice" : ""}.</p>
      ) : (
        <p role="status">
          We have not yet heard from the bank about this payment. If the money was taken, your seat is booked as soon as the bank confirms
          it and we will email you. Please don't pay again.
        </p>
      )}
      <dl className="payment-confirmation__facts">
        <dt>Webinar</dt>
        <dd>{outcome.webinar.title}</dd>
        <dt>When</dt>
        <dd>{formatIstDateTime(new Date(outcome.webinar.dateTime))}</dd>
        <dt>{paid ? "Amount paid" : "Amount"}</dt>
        <dd>
          {formatMoney(outcome.amount, outcome.currency)}
          {paid ? ` on ${formatDay(outcome.settledOn)}` : ""}
        </dd>
        <dt>Order number</dt>
        <dd>{outcome.orderNumber}</dd>
      </dl>
      <div className="button-row">
        <a href="/education/my-webinars" className="button button--accent">
          Open My Webinars
        </a>
        {outcome.invoiceUrl ? (
          <a href={outcome.invoiceUrl} className="button button--ghost" download="">
            Download the GST invoice
          </a>
        ) : null}
      </div>
    </section>
  );
}
