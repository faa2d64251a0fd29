import { lazyEndpoint } from "@investar/contract/lazy-endpoint";
import { formatMoney, type PendingWalletCredit } from "@investar/core";
import { kindLabels } from "../../wallet/wallet-kinds.ts";
import { StatusLine, useAdminCall } from "../admin-call.tsx";
import { ColumnHeadings } from "../column-headings.tsx";
import { ScriptButton } from "../../script-button.tsx";

const approveWalletCredit = lazyEndpoint(() => import("@investar/contract/wallet/approve-wallet-credit"), "approveWalletCredit");
const rejectWalletCredit = lazyEndpoint(() => import("@investar/contract/wallet/reject-wallet-credit"), "rejectWalletCredit");

/**
 * docs/business-rules.md#wallet-credit-approval: credits above the approval limit waiting for a second
 * admin. Any other admin approves (it is credited at once) or rejects; the one who asked, and the
 * customer, are refused by the server, so their buttons are not offered.
 */
export function PendingWalletCredits({ credits, viewerId }: { credits: PendingWalletCredit[]; viewerId: number | null }) {
  const { status, busy, send } = useAdminCall();
  // After the last decision the section stays for its status line until the page is left.
  if (credits.length === 0 && status === "") return null;
  const decide = (credit: PendingWalletCredit, approve: boolean) => {
    const money = formatMoney(credit.amount, credit.currency);
    return send(approve ? approveWalletCredit : rejectWalletCredit, { body: { requestId: credit.requestId } }, () =>
      approve ? `Approved: ${money} credited.` : `Rejected: the credit of ${money} was not made.`,
    );
  };
  return (
    <section aria-labelledby="pending-credits-heading" className="pending-credits">
      <h3 id="pending-credits-heading">Credits waiting for approval</h3>
      {credits.length === 0 ? <p>None now.</p> : null}
      <table className="admin-table" hidden={credits.length === 0}>
        <caption>Credits above the approval limit: another admin approves or rejects each one</caption>
        <ColumnHeadings headings={["Amount", "Kind", "Reason", "Asked by", "Decision"]} />
        <tbody>
          {credits.map((credit) => {
            const own = viewerId === credit.requestedBy.userId || viewerId === credit.userId;
            const money = formatMoney(credit.amount, credit.currency);
            return (
              <tr key={credit.requestId}>
                <td>{money}</td>
                <td>{kindLabels[credit.kind]}</td>
                <td>{credit.reason}</td>
                <td>{`${credit.requestedBy.name || credit.requestedBy.email}, ${new Date(credit.requestedAt).toLocaleString("en-IN", { timeZone: "Asia/Kolkata" })}`}</td>
                <td>
                  {own ? (
                    "Another admin must decide."
                  ) : (
                    <>
                      <DecisionButton approve money={money} busy={busy} onClick={() => void decide(credit, true)} />{" "}
                      <DecisionButton approve={false} money={money} busy={busy} onClick={() => void decide(credit, false)} />
                    </>
                  )}
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
      <StatusLine status={status} />
    </section>
  );
}

/** Approving or rejecting one credit, the amount named for screen readers since every row has the same two buttons. */
function DecisionButton({ approve, money, busy, onClick }: { approve: boolean; money: string; busy: boolean; onClick(): void }) {
  const word = approve ? "Approve" : "Reject";
  return (
    <ScriptButton
      className={approve ? "button button--primary" : "button button--ghost"}
      disabled={busy}
      aria-label={`${word} the credit of ${money}`}
      onClick={onClick}
    >
      {word}
    </ScriptButton>
  );
}
