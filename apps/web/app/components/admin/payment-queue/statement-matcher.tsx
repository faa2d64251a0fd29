import { useState, type ChangeEvent } from "react";
import { formatMoney, matchStatement, parseBankStatement, type StatementMatch } from "@investar/core";
import type { QueuedPaymentView } from "@investar/contract/pages/payment-queue";
import { Field } from "../admin-call.tsx";
import { ScriptButton } from "../../script-button.tsx";

const MAX_STATEMENT_BYTES = 1024 * 1024;

/**
 * The bank statement, pasted or uploaded as CSV (reference first, amount credited last), read in the
 * browser with core's rules (docs/business-rules.md#payment-queue): the payments whose reference and amount
 * both agree are ticked; those whose amount differs are listed for staff to look at.
 */
export function StatementMatcher({ payments, onMatched }: { payments: QueuedPaymentView[]; onMatched(paymentIds: number[]): void }) {
  const [text, setText] = useState("");
  const [report, setReport] = useState<{ matches: StatementMatch[]; problems: string[]; lines: number } | null>(null);
  function match(statement: string) {
    const parsed = parseBankStatement(statement);
    const matches = matchStatement(payments, parsed.lines);
    setReport({ matches, problems: parsed.problems.map((p) => p.message), lines: parsed.lines.length });
    onMatched(matches.filter((m) => m.outcome === "matched").map((m) => m.paymentId));
  }
  async function upload(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    if (!file) return;
    if (file.size > MAX_STATEMENT_BYTES) {
      setReport({
        matches: [],
        problems: ["The statement file is larger than 1 MB: upload the lines of the days you are matching."],
        lines: 0,
      });
      return;
    }
    const content = await file.text();
    setText(content);
    match(content);
  }
  const orderOf = (paymentId: number) => payments.find((p) => p.paymentId === paymentId);
  const matched = report?.matches.filter((m) => m.outcome === "matched") ?? [];
  const differs = report?.matches.filter((m) => m.outcome === "amount-differs") ?? [];
  return (
    <section className="card" aria-labelledby="statement-heading">
      <h2 id="statement-heading">Match with the bank statement</h2>
      <p>
        Paste the statement’s lines as CSV — the reference (UTR, cheque number…) first and the amount credited last, such as{" "}
        <code>N166240612345678,2941.00</code> — or upload the CSV file. Payments whose reference and amount both agree are ticked below.
      </p>
      <Field id="statement-text" label="Statement lines (CSV)">
        <textarea id="statement-text" rows={5} value={text} onChange={(e) => setText(e.target.value)} spellCheck={false} />
      </Field>
      <Field id="statement-file" label="Or upload a statement CSV">
        <input id="statement-file" type="file" accept=".csv,text/csv,text/plain" onChange={(e) => void upload(e)} />
      </Field>
      <ScriptButton className="button" onClick={() => match(text)} disabled={text.trim() === ""}>
        Tick the matching payments
      </ScriptButton>
      {report ? (
        <div role="status">
          <p>
            {report.lines} statement {report.lines === 1 ? "line" : "lines"} read; {matched.length}{" "}
            {matched.length === 1 ? "payment matches" : "payments match"} and {matched.length === 1 ? "is" : "are"} ticked.
          </p>
          {differs.length > 0 ? (
            <ul>
              {differs.map((m) =>
                m.outcome === "amount-differs" ? (
                  <li key={m.paymentId}>
                    {orderOf(m.paymentId)?.orderNumber}: the statement’s line {m.line} shows {formatMoney(m.statementAmount, "INR")}, the
                    order is for {formatMoney(orderOf(m.paymentId)?.amount ?? 0, "INR")} — not ticked.
                  </li>
                ) : null,
              )}
            </ul>
          ) : null}
          {report.problems.length > 0 ? (
            <ul>
              {report.problems.map((problem) => (
                <li key={problem}>{problem}</li>
              ))}
            </ul>
          ) : null}
        </div>
      ) : null}
    </section>
  );
}
