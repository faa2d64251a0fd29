import type { QuoteSelection } from "@investar/core";
import type { ConfirmedQuote } from "../use-confirmed-quote.ts";
import { LimitNotice } from "../../limit-notice.tsx";
import type { Checkout } from "./use-checkout.ts";

/**
 * 'Proceed to Pay', or, when the server confirms that credits pay the whole order, 'Change subscription':
 * a card payment of nothing is not a payment (issue 5 §4), so the change is applied directly.
 */
export function CheckoutButton({ quote, selection, checkout }: { quote: ConfirmedQuote; selection: QuoteSelection; checkout: Checkout }) {
  const { outcome, pending } = quote;
  const disabled = !outcome.ok || checkout.busy;
  const describedBy = outcome.ok ? undefined : "quote-error";
  if (outcome.ok && outcome.summary.total === 0) {
    return (
      <>
        <LimitNotice message={checkout.refusal} />
        <p className="checkout-free-note" id="checkout-free-note">
          Your credits cover this order, so there is nothing to pay. The change is applied at once and counts as one of this period&apos;s
          free changes.
        </p>
        <button
          type="button"
          className="button button--accent quote-panel__pay"
          // Applied only on the server's own figures, never on the browser's provisional ones.
          disabled={disabled || pending}
          aria-describedby="checkout-free-note"
          onClick={() => void checkout.change(selection)}
        >
          Change subscription
        </button>
      </>
    );
  }
  return (
    <>
      <LimitNotice message={checkout.refusal} />
      <button
        type="button"
        className="button button--accent quote-panel__pay"
        disabled={disabled}
        aria-describedby={describedBy}
        onClick={() => void checkout.pay(selection)}
      >
        Proceed to Pay
      </button>
    </>
  );
}
