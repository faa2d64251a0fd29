import { useState, type FormEvent } from "react";
import { useCall } from "../../lib/use-call.ts";
import { FormField } from "../form-field.tsx";
import { ActionTable, type Column } from "./action-table.tsx";
import { adminPayments, type FoundPayment } from "./admin-payments-api.ts";
import { paymentColumns } from "./payment-columns.tsx";

const customerColumn: Column<FoundPayment> = {
  heading: "Customer",
  cell: (payment) => (
    <>
      {payment.customer.name}
      <span className="admin-table__sub">{payment.customer.email}</span>
    </>
  ),
};

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
            <ActionTable
              caption={`Payments matching ${found.query}`}
              rowHeading="Order"
              rowHeader={(payment) => payment.orderNumber}
              rowHeaderClassName="admin-table__mono"
              columns={[customerColumn, ...paymentColumns("No reference")]}
              rows={found.payments}
              rowKey={(payment) => payment.paymentId}
              action={{
                label: "Open",
                describe: (payment) => `Open ${payment.orderNumber}`,
                onClick: (payment) => onOpen(payment.userId, payment.paymentId),
              }}
            />
          )}
        </div>
      ) : null}
    </>
  );
}
