import { formatMoney } from "@investar/core";
import type { AdminMandateDebitEntry, AdminMandateEntry, AdminUserOverview } from "@investar/contract/pages/admin-users";
import { StackedTable } from "../stacked-table.tsx";

const atFormat = new Intl.DateTimeFormat("en-IN", { dateStyle: "medium", timeStyle: "short", timeZone: "Asia/Kolkata" });
const dayFormat = new Intl.DateTimeFormat("en-IN", { dateStyle: "medium", timeZone: "UTC" });
const at = (iso: string) => <time dateTime={iso}>{atFormat.format(new Date(iso))}</time>;

const kindWords = { tool: "Desktop", mobile: "Mobile app" } as const;
const mandateWords: Record<AdminMandateEntry["status"], string> = { active: "Active", cancelled: "Cancelled", failed: "Failed" };
/** docs/business-rules.md#auto-renew: what each state of an attempt means to support. */
const debitWords: Record<AdminMandateDebitEntry["status"], string> = {
  notified: "Announced, not yet charged",
  charging: "Being charged (waiting for the gateway)",
  paid: "Paid",
  failed: "Failed",
  "not-charged": "Not charged",
};
const notChargedWords: Record<AdminMandateDebitEntry["noticeKind"], string> = {
  "pre-debit": "",
  "pay-link": "above ₹15,000: pay link sent",
  "ask-again": "above the mandate's limit: asked to renew by hand",
};

function card(mandate: AdminMandateEntry): string {
  const network = mandate.cardNetwork ?? "Card";
  const digits = mandate.cardLast4 ? ` ending ${mandate.cardLast4}` : "";
  const expiry = mandate.cardExpiry ? `, expires ${mandate.cardExpiry}` : "";
  return `${network}${digits}${expiry}`;
}

const mandatesTable = {
  caption: "Mandates, newest first",
  headings: ["Renews", "State", "Card", "Limit a debit", "Created", "Cancelled or failed"],
  numeric: ["Limit a debit"],
};
const debitsTable = {
  caption: "Debits, newest first",
  headings: ["Due", "Renews the period to", "Amount", "State", "Charge reference", "Attempt"],
  numeric: ["Amount"],
};

/** The customer's card mandates, their debits and failures (docs/business-rules.md#auto-renew). */
export function UserAutoRenew({ autoRenew }: { autoRenew: AdminUserOverview["autoRenew"] }) {
  const { mandates, debits } = autoRenew;
  if (mandates.length === 0) return <p>No auto-renew mandate: this customer renews by hand.</p>;
  const failures = debits.filter((debit) => debit.status === "failed");
  return (
    <>
      <StackedTable {...mandatesTable}>
        {mandates.map((mandate) => (
          <tr key={mandate.id}>
            <td data-label="Renews">
              {kindWords[mandate.kind]}, every {mandate.frequency.toLowerCase()}
              <span className="admin-table__sub admin-table__mono">{mandate.orderNumber}</span>
            </td>
            <td data-label="State">{mandateWords[mandate.status]}</td>
            <td data-label="Card">{card(mandate)}</td>
            <td data-label="Limit a debit" className="num">
              {formatMoney(mandate.upperLimit, mandate.currency)}
            </td>
            <td data-label="Created">{at(mandate.createdAt)}</td>
            <td data-label="Cancelled or failed">
              {mandate.endedAt ? (
                <>
                  {at(mandate.endedAt)}
                  {mandate.endedReason ? <span className="admin-table__sub">{mandate.endedReason}</span> : null}
                </>
              ) : (
                "—"
              )}
            </td>
          </tr>
        ))}
      </StackedTable>
      {debits.length === 0 ? (
        <p>No debit has been announced or made yet.</p>
      ) : (
        <StackedTable {...debitsTable}>
          {debits.map((debit) => (
            <tr key={debit.id}>
              <td data-label="Due">{at(debit.dueAt)}</td>
              <td data-label="Renews the period to">
                {dayFormat.format(new Date(`${debit.periodEnd}T00:00:00Z`))} ({kindWords[debit.kind]})
              </td>
              <td data-label="Amount" className="num">
                {formatMoney(debit.amount, debit.currency)}
              </td>
              <td data-label="State">
                {debitWords[debit.status]}
                {debit.status === "not-charged" ? `: ${notChargedWords[debit.noticeKind]}` : ""}
                {debit.failureReason ? <span className="admin-table__sub">{debit.failureReason}</span> : null}
              </td>
              <td data-label="Charge reference" className="admin-table__mono">
                {debit.chargeRef ?? "—"}
              </td>
              <td data-label="Attempt">{debit.attempt} of 3</td>
            </tr>
          ))}
        </StackedTable>
      )}
      {failures.length === 0 ? (
        <p>No debit has failed.</p>
      ) : (
        <>
          <h3>Failures</h3>
          <ul className="admin-materials">
            {failures.map((debit) => (
              <li key={debit.id}>
                {atFormat.format(new Date(debit.settledAt ?? debit.dueAt))}: {formatMoney(debit.amount, debit.currency)}, attempt{" "}
                {debit.attempt} of 3 — {debit.failureReason ?? "declined"}
                {debit.chargeRef ? <span className="admin-table__mono"> ({debit.chargeRef})</span> : null}
              </li>
            ))}
          </ul>
        </>
      )}
    </>
  );
}
