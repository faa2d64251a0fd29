import { formatMoney, refundStatusWords, type Currency } from "@investar/core";
import type { RefundEntry } from "@investar/contract/pages/payments";
import type { ReactNode } from "react";

// Fixed zone so the server's render and the browser's agree.
const dayFormat = new Intl.DateTimeFormat("en-IN", { dateStyle: "medium", timeZone: "Asia/Kolkata" });

type Row = RefundEntry & { orderNumber?: string; currency: Currency };

/** The reference that finds the money: the gateway's refund reference, the UTR of a transfer, or ours while the gateway has given none. */
function referenceOf(refund: Row): string {
  if (refund.utr) return `UTR ${refund.utr}`;
  return refund.gatewayReference ?? refund.refundReference ?? "—";
}

/**
 * A payment's refunds (docs/business-rules.md#refunds) with where each stands: for staff on the payment's
 * details, for the customer on My Subscription (with the order each gives back). A refund not yet answered
 * by the gateway reads to the customer as being processed, which is what it is for them.
 */
export function RefundTable({
  refunds,
  caption,
  forCustomer = false,
  actionFor,
}: {
  refunds: Row[];
  caption: string;
  forCustomer?: boolean;
  /** Staff: what can be done with a refund still at the gateway. */
  actionFor?: (refund: Row) => ReactNode;
}) {
  return (
    <div className="table-wrap">
      <table className="table table--stack refund-table">
        <caption className={forCustomer ? "visually-hidden" : undefined}>{caption}</caption>
        <thead>
          <tr>
            <th scope="col">Asked on</th>
            {forCustomer ? <th scope="col">Order</th> : null}
            <th scope="col">Amount</th>
            <th scope="col">To</th>
            <th scope="col">State</th>
            <th scope="col">Reference</th>
            <th scope="col">Credit note</th>
            {actionFor ? (
              <th scope="col">
                <span className="visually-hidden">Actions</span>
              </th>
            ) : null}
          </tr>
        </thead>
        <tbody>
          {refunds.map((refund) => (
            <tr key={refund.refundId} data-refund-status={refund.status}>
              <td data-label="Asked on">
                <time dateTime={refund.createdAt}>{dayFormat.format(new Date(refund.createdAt))}</time>
              </td>
              {forCustomer ? <td data-label="Order">{refund.orderNumber}</td> : null}
              <td data-label="Amount">{formatMoney(refund.amount, refund.currency)}</td>
              <td data-label="To">{refund.destination === "wallet" ? "Wallet (cash credit)" : "Back the way it was paid"}</td>
              <td data-label="State">
                {forCustomer && refund.status === "requested" ? refundStatusWords.pending : refund.statusWords}
                {refund.settledAt ? ` on ${dayFormat.format(new Date(refund.settledAt))}` : ""}
                {refund.failureReason ? `: ${refund.failureReason}` : ""}
              </td>
              <td data-label="Reference">{referenceOf(refund)}</td>
              <td data-label="Credit note">{refund.creditNoteNumber ?? "—"}</td>
              {actionFor ? <td>{actionFor(refund)}</td> : null}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
