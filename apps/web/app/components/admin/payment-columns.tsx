import { formatMoney } from "@investar/core";
import type { AdminPayment } from "./admin-payments-api.ts";
import type { Column } from "./action-table.tsx";

/** How a payment was made, what it asks for and where it stands: the columns every payments list shows. `noReference` stands in for a missing reference. */
export const paymentColumns = (noReference: string): Column<AdminPayment>[] => [
  {
    heading: "Mode and reference",
    cell: (payment) => (
      <>
        {payment.manual ? payment.manual.mode : "Card"}
        <span className="admin-table__sub admin-table__mono">{payment.manual?.reference ?? noReference}</span>
      </>
    ),
  },
  { heading: "Amount", cell: (payment) => formatMoney(payment.amount, payment.currency) },
  {
    heading: "Status",
    cell: (payment) => (
      <>
        <span className={`payment-status payment-status--${payment.status}`}>{payment.statusWords}</span>
        {payment.manual?.possibleDuplicateOf != null ? (
          <>
            {" "}
            <span className="payment-status payment-status--duplicate">Possible duplicate</span>
          </>
        ) : null}
      </>
    ),
  },
];
