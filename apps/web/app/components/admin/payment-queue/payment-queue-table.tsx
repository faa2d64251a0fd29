import { Link } from "react-router";
import { formatMoney } from "@investar/core";
import type { QueuedPaymentView } from "@investar/contract/pages/payment-queue";
import { StackedTable } from "../stacked-table.tsx";

const whenFormat = new Intl.DateTimeFormat("en-IN", { dateStyle: "medium", timeStyle: "short", timeZone: "Asia/Kolkata" });

/** The waiting payments, oldest first, each with a tick box and its possible-duplicate warnings. */
export function PaymentQueueTable({
  payments,
  ticked,
  onToggle,
}: {
  payments: QueuedPaymentView[];
  ticked: ReadonlySet<number>;
  onToggle(paymentId: number, on: boolean): void;
}) {
  return (
    <StackedTable
      caption="Manual payments awaiting verification, oldest first"
      captionHidden
      headings={["Activate", "Payment", "Customer", "Mode and reference", "Amount", "Submitted"]}
    >
      {payments.map((payment) => {
        const flagged = payment.possibleDuplicateOf !== null || payment.sameReference.length > 0;
        return (
          <tr key={payment.paymentId} className={flagged ? "payment-queue__flagged" : undefined}>
            <td data-label="Activate">
              <input
                type="checkbox"
                aria-label={`Activate ${payment.orderNumber}`}
                checked={ticked.has(payment.paymentId)}
                onChange={(e) => onToggle(payment.paymentId, e.target.checked)}
              />
            </td>
            <td data-label="Payment">
              {payment.orderNumber}
              {payment.possibleDuplicateOf ? (
                <strong className="admin-table__sub">Possible duplicate of {payment.possibleDuplicateOf}</strong>
              ) : null}
              {payment.sameReference.map((other) => (
                <strong key={other.orderNumber} className="admin-table__sub">
                  Same reference as {other.orderNumber} ({other.statusWords})
                </strong>
              ))}
            </td>
            <td data-label="Customer">
              <Link to={`/admin/users/${payment.customer.userId}`}>{payment.customer.name || payment.customer.email}</Link>
              <span className="admin-table__sub">{payment.customer.email}</span>
            </td>
            <td data-label="Mode and reference">
              {payment.mode}
              <span className="admin-table__sub">{payment.reference ?? "No reference given"}</span>
            </td>
            <td data-label="Amount">
              {formatMoney(payment.amount, payment.currency)}
              {payment.declaredAmount !== payment.amount ? (
                <span className="admin-table__sub">Customer says {formatMoney(payment.declaredAmount, payment.currency)}</span>
              ) : null}
            </td>
            <td data-label="Submitted">
              <time dateTime={payment.submittedAt}>{whenFormat.format(new Date(payment.submittedAt))}</time>
              <span className="admin-table__sub">
                Paid {payment.paymentDate}
                {payment.bankName ? ` · ${payment.bankName}` : ""}
              </span>
            </td>
          </tr>
        );
      })}
    </StackedTable>
  );
}
