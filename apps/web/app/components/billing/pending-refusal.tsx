/**
 * docs/business-rules.md#one-basket-one-pending-payment: a second manual payment for a basket whose payment
 * awaits verification is refused, with where to follow the first. A customer who really did pay twice
 * says so here; the payment is then recorded and marked "possible duplicate" for staff (one is refunded).
 */
export function PendingRefusal({ message, busy, onConfirm }: { message: string; busy: boolean; onConfirm(): void }) {
  return (
    <div className="notice notice--warning pending-refusal" role="alert">
      <p>{message}</p>
      <p>
        <a href="/my-investar/manage-subscription">See the pending payment on My Subscription</a>
      </p>
      <p>
        If you have really paid a second time, tell us about this payment too: we mark it as a possible duplicate and refund one if both
        arrive.
      </p>
      <button type="button" className="button button--ghost" disabled={busy} aria-busy={busy} onClick={onConfirm}>
        I have paid again: record this payment too
      </button>
    </div>
  );
}
