import { useEffect, useState } from "react";
import { apiErrorMessage } from "../../lib/api-error-message.ts";
import { Pager } from "../pager.tsx";
import { ActionTable } from "./action-table.tsx";
import { adminPayments, type PaymentsPage } from "./admin-payments-api.ts";
import { paymentColumns } from "./payment-columns.tsx";

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
      <ActionTable
        caption={`Payments of customer ${userId}`}
        rowHeading="Order"
        rowHeader={(payment) => payment.orderNumber}
        rowHeaderClassName="admin-table__mono"
        columns={paymentColumns("—")}
        rows={data.payments}
        rowKey={(payment) => payment.paymentId}
        current={(payment) => payment.paymentId === selectedPaymentId}
        action={{
          label: "Details",
          describe: (payment) => `Details of ${payment.orderNumber}`,
          onClick: (payment) => onSelect(payment.paymentId),
        }}
      />
      <Pager totalItems={data.total} page={data.page} pageSize={data.pageSize} onPageChange={setPage} label="Payment pages" />
    </>
  );
}
