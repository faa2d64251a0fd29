import { formatMoney } from "@investar/core";
import type { AdminOrderEntry, AdminUserWebinar } from "@investar/contract/pages/admin-users";
import { StackedTable } from "../stacked-table.tsx";

const atFormat = new Intl.DateTimeFormat("en-IN", { dateStyle: "medium", timeStyle: "short", timeZone: "Asia/Kolkata" });
const gatewayWords: Record<AdminOrderEntry["gateway"], string> = { CCAvenue: "Card", ManualPayment: "Manual", ChangeSub: "Paid by credit" };

/** One page of the customer's orders and payments, newest first. */
export function UserOrders({ entries }: { entries: AdminOrderEntry[] }) {
  if (entries.length === 0) return <p>No orders yet.</p>;
  return (
    <StackedTable
      caption="Orders and payments, newest first"
      captionHidden
      headings={["Order", "Paid by", "Status", "Amount", "Placed"]}
      numeric={["Amount"]}
    >
      {entries.map((order) => (
        <tr key={order.paymentId}>
          <td data-label="Order" className="admin-table__mono">
            {order.orderNumber}
          </td>
          <td data-label="Paid by">
            {gatewayWords[order.gateway]}
            {order.manualMode ? (
              <span className="admin-table__sub">{[order.manualMode, order.manualReference].filter(Boolean).join(" · ")}</span>
            ) : null}
          </td>
          <td data-label="Status">{order.statusWords}</td>
          <td data-label="Amount" className="num">
            {formatMoney(order.amount, order.currency)}
          </td>
          <td data-label="Placed">
            <time dateTime={order.createdAt}>{atFormat.format(new Date(order.createdAt))}</time>
          </td>
        </tr>
      ))}
    </StackedTable>
  );
}

const whenWords: Record<AdminUserWebinar["when"], string> = { upcoming: "Upcoming", past: "Attended or ended", cancelled: "Cancelled" };
const seatWords = { free: "Free seat", subscriber: "Subscriber seat", paid: "Paid seat" } as const;

/** The webinars the customer holds a seat in. */
export function UserWebinars({ webinars }: { webinars: AdminUserWebinar[] }) {
  if (webinars.length === 0) return <p>No webinar registrations.</p>;
  return (
    <ul className="admin-materials">
      {webinars.map((w) => (
        <li key={w.id}>
          <strong>{w.title}</strong> — {atFormat.format(new Date(w.dateTime))} · {whenWords[w.when]}
          {w.seatSource ? ` · ${seatWords[w.seatSource]}` : ""}
        </li>
      ))}
    </ul>
  );
}
