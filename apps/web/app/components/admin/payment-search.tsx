import { formatMoney } from "@investar/core";
import { useState, type FormEvent } from "react";
import { useCall } from "../../lib/use-call.ts";
import { FormField } from "../form-field.tsx";
import { adminPayments, type FoundPayment } from "./admin-payments-api.ts";

interface PaymentSearchProps {
  isManualPayment: boolean;
  onOpen(userId: number, paymentId: number): void;
}

/**
 * docs/business-rules.md#upi-payments: a bank statement line names a UTR, a customer's email an order number; either finds the
 * payment without knowing whose it is. Opening one shows it below, as choosing a customer does.
 */
export function PaymentSearch({ isManualPayment, onOpen }: PaymentSearchProps) {
  const [query, setQuery] = useState("");
  const [found, setFound] = useState<{ query: string; payments: FoundPayment[] } | null>(null);
  const { busy, error, run } = useCall();

  const search = async (event: FormEvent) => {
    event.preventDefault();
    const answer = await run(() => adminPayments.search(query, isManualPayment));
    if (answer.ok) setFound({ query, payments: answer.value });
  };

  return (
    <>
      <form className="payment-search" onSubmit={search} role="search" aria-label="Find a payment">
        <FormField
          id="payment-search"
          label="UTR, reference or order number"
          hint="As the bank statement or the customer gives it: spaces and case do not matter, the first digits of a UTR or the end of an order number are enough."
          autoComplete="off"
          value={query}
          onChange={(event) => setQuery(event.target.value)}
          error={error}
        />
        <button type="submit" className="button button--primary" disabled={busy} aria-busy={busy}>
          Search
        </button>
      </form>
      {found ? (
        <div role="status">
          {found.payments.length === 0 ? (
            <p>No payment matches “{found.query}”.</p>
          ) : (
            <div className="table-wrap">
              <table className="table admin-table">
                <caption className="visually-hidden">Payments matching {found.query}</caption>
                <thead>
                  <tr>
                    <th scope="col">Order</th>
                    <th scope="col">Customer</th>
                    <th scope="col">Mode and reference</th>
                    <th scope="col">Amount</th>
                    <th scope="col">Status</th>
                    <th scope="col">
                      <span className="visually-hidden">Action</span>
                    </th>
                  </tr>
                </thead>
                <tbody>
                  {found.payments.map((payment) => (
                    <tr key={payment.paymentId}>
                      <th scope="row" className="admin-table__mono">
                        {payment.orderNumber}
                      </th>
                      <td>
                        {payment.customer.name}
                        <span className="admin-table__sub">{payment.customer.email}</span>
                      </td>
                      <td>
                        {payment.manual ? payment.manual.mode : "Card"}
                        <span className="admin-table__sub admin-table__mono">{payment.manual?.reference ?? "No reference"}</span>
                      </td>
                      <td>{formatMoney(payment.amount, payment.currency)}</td>
                      <td>
                        <span className={`payment-status payment-status--${payment.status}`}>{payment.statusWords}</span>
                      </td>
                      <td>
                        <button
                          type="button"
                          className="button button--ghost admin-table__action"
                          onClick={() => onOpen(payment.userId, payment.paymentId)}
                          aria-label={`Open ${payment.orderNumber}`}
                        >
                          Open
                        </button>
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          )}
        </div>
      ) : null}
    </>
  );
}
