import { formatMoney } from "@investar/core";
import { useEffect, useState } from "react";
import { apiErrorMessage } from "../../lib/api-error-message.ts";
import { Pager } from "../pager.tsx";
import { adminPayments, type PaymentsPage } from "./admin-payments-api.ts";

interface UserPaymentsProps {
  userId: number;
  isManualPayment: boolean;
  selectedPaymentId: number | null;
  onSelect(paymentId: number): void;
  /** Bumped after an action, to read the list again. */
  version: number;
}

/** GetPaymentModesForManualPayment: one customer's payments, waiting ones first, 10 a page. */
export function UserPayments({ userId, isManualPayment, selectedPaymentId, onSelect, version }: UserPaymentsProps) {
  const [page, setPage] = useState(1);
  const [data, setData] = useState<PaymentsPage | null>(null);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    let current = true;
    adminPayments.payments(userId, isManualPayment, page).then(
      (answer) => {
        if (!current) return;
        setData(answer);
        setError(null);
      },
      (failure: unknown) => {
        if (current) setError(apiErrorMessage(failure));
      },
    );
    return () => {
      current = false;
    };
  }, [userId, isManualPayment, page, version]);

  if (error) return <p className="field__error">{error}</p>;
  if (!data) return <p aria-live="polite">Loading payments…</p>;
  if (data.total === 0) return <p>This customer has no payments of this kind.</p>;
  return (
    <>
      <div className="table-wrap">
        <table className="table admin-table">
          <caption className="visually-hidden">Payments of customer {userId}</caption>
          <thead>
            <tr>
              <th scope="col">Order</th>
              <th scope="col">Mode and reference</th>
              <th scope="col">Amount</th>
              <th scope="col">Status</th>
              <th scope="col">
                <span className="visually-hidden">Action</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {data.payments.map((payment) => (
              <tr key={payment.paymentId} aria-current={payment.paymentId === selectedPaymentId ? "true" : undefined}>
                <th scope="row" className="admin-table__mono">
                  {payment.orderNumber}
                </th>
                <td>
                  {payment.manual ? payment.manual.mode : "Card"}
                  <span className="admin-table__sub admin-table__mono">{payment.manual?.reference ?? "—"}</span>
                </td>
                <td>{formatMoney(payment.amount, payment.currency)}</td>
                <td>
                  <span className={`payment-status payment-status--${payment.status}`}>{payment.statusWords}</span>
                </td>
                <td>
                  <button
                    type="button"
                    className="button button--ghost admin-table__action"
                    onClick={() => onSelect(payment.paymentId)}
                    aria-label={`Details of ${payment.orderNumber}`}
                  >
                    Details
                  </button>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <Pager totalItems={data.total} page={data.page} pageSize={data.pageSize} onPageChange={setPage} label="Payment pages" />
    </>
  );
}
