import type { ManualPaymentUsersPage } from "@investar/contract/pages/manual-payments";
import { Pager } from "../pager.tsx";
import { ActionTable, type Column } from "./action-table.tsx";

interface PaymentUsersTableProps {
  data: ManualPaymentUsersPage;
  selectedUserId: number | null;
  onSelect(userId: number): void;
  /** The users' pages live in the URL (the loader reads them). */
  hrefFor(page: number): string;
}

const dateFormat = new Intl.DateTimeFormat("en-IN", { dateStyle: "medium", timeZone: "Asia/Kolkata" });

const userColumns: Column<ManualPaymentUsersPage["users"][number]>[] = [
  {
    heading: "Waiting",
    cell: (user) =>
      user.pendingCount > 0 ? <span className="payment-status payment-status--pending">{user.pendingCount} waiting</span> : "None",
  },
  { heading: "Payments", cell: (user) => user.paymentCount },
  { heading: "Latest", cell: (user) => dateFormat.format(new Date(user.lastPaymentAt)) },
];

/** GetUserIdsForManualPayment as a table: who has payments, how many wait, and a button to open them. */
export function PaymentUsersTable({ data, selectedUserId, onSelect, hrefFor }: PaymentUsersTableProps) {
  if (data.total === 0) return <p>No customer has payments of this kind.</p>;
  return (
    <>
      <ActionTable
        caption="Customers with payments"
        rowHeading="Customer"
        rowHeader={(user) => (
          <>
            {user.name}
            <span className="admin-table__sub">
              {user.email} · id {user.userId}
            </span>
          </>
        )}
        columns={userColumns}
        rows={data.users}
        rowKey={(user) => user.userId}
        current={(user) => user.userId === selectedUserId}
        action={{ label: "Payments", describe: (user) => `Payments of ${user.name}`, onClick: (user) => onSelect(user.userId) }}
      />
      <Pager totalItems={data.total} page={data.page} pageSize={data.pageSize} hrefFor={hrefFor} label="Customer pages" />
    </>
  );
}
