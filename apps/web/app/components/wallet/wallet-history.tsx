import { formatMoney } from "@investar/core";
import type { WalletEntry } from "@investar/core";
import { kindLabels } from "./wallet-kinds.ts";

// Fixed zone so the server's render and the browser's agree (and Indian customers see Indian dates).
const dateFormat = new Intl.DateTimeFormat("en-IN", { dateStyle: "medium", timeZone: "Asia/Kolkata" });

/** "+₹500" for a credit, "−₹750" (a true minus sign) for a debit; the words are there for screen readers. */
function SignedAmount({ entry }: { entry: WalletEntry }) {
  const isCredit = entry.amount > 0;
  return (
    <span className={isCredit ? "wallet-credit" : "wallet-debit"}>
      <span className="visually-hidden">{isCredit ? "Credit of " : "Debit of "}</span>
      <span aria-hidden="true">{isCredit ? "+" : "−"}</span>
      {formatMoney(Math.abs(entry.amount), entry.currency)}
    </span>
  );
}

type Props =
  | { entries: WalletEntry[]; firstItem: number; totalEntries: number }
  /** A keyset page (My Wallet, ADR 0063): no numbers, since nothing is counted. */
  | { entries: WalletEntry[]; caption: string };

/** One page of the ledger. Below 600px each row becomes a card whose cells carry their column's name. */
export function WalletHistory(props: Props) {
  const { entries } = props;
  const caption =
    "caption" in props
      ? props.caption
      : `Entries ${props.firstItem}–${props.firstItem + entries.length - 1} of ${props.totalEntries}, newest first`;
  return (
    <div className="table-wrap wallet-history-wrap">
      <table className="table wallet-history">
        <caption>{caption}</caption>
        <thead>
          <tr>
            <th scope="col">Date</th>
            <th scope="col">Kind</th>
            <th scope="col" className="wallet-amount">
              Amount
            </th>
            <th scope="col">Reason</th>
            <th scope="col">Reference</th>
          </tr>
        </thead>
        <tbody>
          {entries.map((entry) => (
            <tr key={entry.id}>
              <td data-label="Date">
                <time dateTime={entry.createdAt}>{dateFormat.format(new Date(entry.createdAt))}</time>
              </td>
              <td data-label="Kind">{kindLabels[entry.kind]}</td>
              <td data-label="Amount" className="wallet-amount">
                <SignedAmount entry={entry} />
              </td>
              <td data-label="Reason">{entry.reason}</td>
              <td data-label="Reference" className="wallet-reference">
                {entry.reference ?? (
                  <>
                    <span aria-hidden="true">—</span>
                    <span className="visually-hidden">None</span>
                  </>
                )}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
