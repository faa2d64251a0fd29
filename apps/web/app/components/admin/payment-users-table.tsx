import type { ManualPaymentUsersPage } from "@investar/contract/pages/manual-payments";
import { Pager } from "../pager.tsx";

interface PaymentUsersTableProps {
  data: ManualPaymentUsersPage;
  selectedUserId: number | null;
  onSelect(userId: number): void;
  /** The users' pages live in the URL (the loader reads them). */
  hrefFor(page: number): string;
}

const dateFormat = new Intl.DateTimeFormat("en-IN", { dateStyle: "medium", timeZone: "Asia/Kolkata" });

/** GetUserIdsForManualPayment as a table: who has payments, how many wait, and a button to open them. */
export function PaymentUsersTable({ data, selectedUserId, onSelect, hrefFor }: PaymentUsersTableProps) {
  if (data.total === 0) return <p>No customer has payments of this kind.</p>;
  return (
    <>
      <div className="table-wrap">
        <table className="table admin-table">
          <caption className="visually-hidden">Customers with payments</caption>
          <thead>
            <tr>
              <th scope="col">Customer</th>
              <th scope="col">Waiting</th>
              <th scope="col">Payments</th>
              <th scope="col">Latest</th>
              <th scope="col">
                <span className="visually-hidden">Action</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {data.users.map((user) => (
              <tr key={user.userId} aria-current={user.userId === selectedUserId ? "true" : undefined}>
                <th scope="row">
                  {user.name}
                  <span className="admin-table__sub">
                    {user.email} · id {user.userId}
                  </span>
                </th>
                <td>
                  {user.pendingCount > 0 ? (
                    <span className="payment-status payment-status--pending">{user.pendingCount} waiting</span>
                  ) : (
                    "None"
                  )}
                </td>
                <td>{user.paymentCount}</td>
                <td>{dateFormat.format(new Date(user.lastPaymentAt))}</td>
                <td>
                  <button
                    type="button"
                    className="button button--ghost admin-table__action"
                    onClick={() => onSelect(user.userId)}
                    aria-label={`Payments of ${user.name}`}
                  >
                    Payments
                  </button>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <Pager totalItems={data.total} page={data.page} pageSize={data.pageSize} hrefFor={hrefFor} label="Customer pages" />
    </>
  );
}
