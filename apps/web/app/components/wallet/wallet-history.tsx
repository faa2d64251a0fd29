import { indiaToday } from "@investar/core";
import type { WalletEntry } from "@investar/core";
import { useI18n } from "../../i18n/page-locale.ts";
import { kindKeys } from "./wallet-kinds.ts";

/** "+₹500" for a credit, "−₹750" (a true minus sign) for a debit; the words are there for screen readers. */
function SignedAmount({ entry }: { entry: WalletEntry }) {
  const { t, money } = useI18n();
  const isCredit = entry.amount > 0;
  return (
    <span className={isCredit ? "wallet-credit" : "wallet-debit"}>
      <span className="visually-hidden">{`${t(isCredit ? "account.wallet.creditOf" : "account.wallet.debitOf")} `}</span>
      <span aria-hidden="true">{isCredit ? "+" : "−"}</span>
      {money(Math.abs(entry.amount), entry.currency)}
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
  const { t, day } = useI18n();
  const caption =
    "caption" in props
      ? props.caption
      : t("account.wallet.entries", { first: props.firstItem, last: props.firstItem + entries.length - 1, total: props.totalEntries });
  return (
    <div className="table-wrap wallet-history-wrap">
      <table className="table wallet-history">
        <caption>{caption}</caption>
        <thead>
          <tr>
            <th scope="col">{t("account.wallet.date")}</th>
            <th scope="col">{t("account.wallet.kind")}</th>
            <th scope="col" className="wallet-amount">
              {t("account.wallet.amount")}
            </th>
            <th scope="col">{t("account.wallet.reason")}</th>
            <th scope="col">{t("account.wallet.reference")}</th>
          </tr>
        </thead>
        <tbody>
          {entries.map((entry) => (
            <tr key={entry.id}>
              <td data-label={t("account.wallet.date")}>
                {/* The day in India, so the server's render and the browser's agree. */}
                <time dateTime={entry.createdAt}>{day(indiaToday(new Date(entry.createdAt)))}</time>
              </td>
              <td data-label={t("account.wallet.kind")}>{t(kindKeys[entry.kind])}</td>
              <td data-label={t("account.wallet.amount")} className="wallet-amount">
                <SignedAmount entry={entry} />
              </td>
              <td data-label={t("account.wallet.reason")}>{entry.reason}</td>
              <td data-label={t("account.wallet.reference")} className="wallet-reference">
                {entry.reference ?? (
                  <>
                    <span aria-hidden="true">—</span>
                    <span className="visually-hidden">{t("account.wallet.none")}</span>
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
