import { formatDay, formatMoney, itemName, type Catalogue } from "@investar/core";
import { useEffect, useRef } from "react";
import { Link } from "react-router";
import { MobileAppLinks } from "../../mobile-app/mobile-app-links.tsx";
import type { PaymentOutcome } from "@investar/contract/pages/payments";

/** docs/business-rules.md#auto-renew-opt-in: what became of the mandate the payment asked for, in the customer's words. */
function autoRenewWords(autoRenew: NonNullable<PaymentOutcome["autoRenew"]>): string {
  switch (autoRenew.status) {
    case "registered":
      return `On: your card will be charged from ${formatDay(autoRenew.firstDebitDay)}, after a reminder mail at least 24 hours before each charge. You can cancel it at any time on My Subscription.`;
    case "refused":
      return `Auto-renew could not be set up: your card's bank refused the mandate (${autoRenew.refusal ?? "no reason given"}). Your payment is complete; your subscription will not renew itself. You can pay again when it is due, or turn auto-renew on with another card on My Subscription.`;
    case "requested":
      return "We have not heard back about auto-renew for this payment, so it is not on. You can turn it on again on My Subscription.";
  }
}

/**
 * docs/business-rules.md#card-payment-flow: after a successful payment (or one the bank has yet to confirm) the customer gets a
 * confirmation page, not the selection with a new Pay button under it: what was bought and for how
 * long, the amount, the order number, the invoice, and the next step, installing the software.
 */
export function PaymentConfirmation({ outcome, catalogue }: { outcome: PaymentOutcome; catalogue: Catalogue }) {
  const heading = useRef<HTMLHeadingElement>(null);
  // The customer arrives from the gateway's site: take them (and their screen reader) to the result.
  useEffect(() => heading.current?.focus(), []);
  const paid = outcome.status === "paid";
  const { selection } = outcome;
  const what = `Investar ${itemName(catalogue, outcome.product)}${outcome.isMobile ? " mobile app" : ""}`;
  const title = !paid
    ? "Waiting for the bank's confirmation"
    : outcome.gateway === "ChangeSub"
      ? "Subscription changed"
      : "Payment successful";
  return (
    <section className="payment-confirmation card" aria-labelledby="payment-confirmation-heading">
      <h1 id="payment-confirmation-heading" ref={heading} tabIndex={-1}>
        {title}
      </h1>
      {paid ? (
        <p>Thank you. We have emailed you a receipt{outcome.invoiceUrl ? " and your GST invoice" : ""}.</p>
      ) : (
        <p role="status">
          We have not yet heard from the bank about this payment. If the money was taken, your subscription is activated as soon as the bank
          confirms it and we will email you. Please don't pay again.
        </p>
      )}
      <dl className="payment-confirmation__facts">
        <dt>What you bought</dt>
        <dd>
          {what}, {outcome.plan} plan
          {selection.addons.length ? ` with ${selection.addons.map((addon) => itemName(catalogue, addon)).join(", ")}` : ""}
          {selection.noOfLicenses > 1 ? ` (${selection.noOfLicenses} licences)` : ""}
        </dd>
        {paid && outcome.activatedUntil ? (
          <>
            <dt>Active</dt>
            <dd>
              from {formatDay(outcome.settledOn)} to {formatDay(outcome.activatedUntil)}
            </dd>
          </>
        ) : null}
        <dt>{paid ? "Amount paid" : "Amount"}</dt>
        <dd>{outcome.gateway === "ChangeSub" ? "Paid by your credits" : formatMoney(outcome.amount, outcome.currency)}</dd>
        <dt>Order number</dt>
        <dd>{outcome.orderNumber}</dd>
        {paid && outcome.autoRenew ? (
          <>
            <dt>Auto-renew</dt>
            <dd data-testid="auto-renew-outcome">{autoRenewWords(outcome.autoRenew)}</dd>
          </>
        ) : null}
      </dl>
      {paid && outcome.mobileApp ? (
        <MobileAppLinks app={outcome.mobileApp} heading="Open your plan in the mobile app">
          <p>Install the app and sign in with your Investar account: your plan is in it.</p>
        </MobileAppLinks>
      ) : null}
      <div className="button-row">
        {/* The Windows installer is for the desktop software; a mobile plan is used in the app (above). */}
        {paid && !outcome.isMobile ? (
          <Link to="/investar/download" className="button button--accent">
            Download and install
          </Link>
        ) : null}
        {outcome.invoiceUrl ? (
          <a href={outcome.invoiceUrl} className="button button--ghost" download>
            Download invoice (PDF)
          </a>
        ) : null}
        <Link to="/my-investar/manage-subscription" className="button button--ghost">
          See My Subscription
        </Link>
      </div>
    </section>
  );
}
