import { formatMoney } from "@investar/core";
import type { ReactNode } from "react";
import { PriceSummaryTable } from "./price-summary.tsx";
import type { ConfirmedQuote } from "./use-confirmed-quote.ts";

interface QuotePanelProps {
  quote: ConfirmedQuote;
  /** The 'Proceed to Pay' button (or whatever the page offers next). */
  action: ReactNode;
}

/**
 * The live summary beside the options. Its status line is a polite live region that announces
 * the total or the problem after each change; the table itself is not read out on every edit.
 */
export function QuotePanel({ quote, action }: QuotePanelProps) {
  const { outcome, pending, notice } = quote;
  return (
    <section className="quote-panel card" aria-labelledby="quote-heading" aria-busy={pending}>
      <h2 id="quote-heading">Your price</h2>
      <div className="quote-panel__status" role="status" aria-live="polite" aria-atomic="true">
        {outcome.ok ? (
          <p className="quote-panel__total">
            Total to pay: <strong>{formatMoney(outcome.summary.total, outcome.summary.currency)}</strong>
          </p>
        ) : (
          <p className="quote-panel__error" id="quote-error">
            {outcome.error.message}
          </p>
        )}
        {notice ? <p className="quote-panel__notice">{notice}</p> : null}
      </div>
      {outcome.ok ? (
        <>
          <PriceSummaryTable summary={outcome.summary} />
          {outcome.summary.explanation.length > 0 ? (
            <div className="quote-panel__explanation">
              <h3>How this price is worked out</h3>
              <ol>
                {outcome.summary.explanation.map((sentence, index) => (
                  <li key={`${index}-${sentence}`}>{sentence}</li>
                ))}
              </ol>
            </div>
          ) : null}
        </>
      ) : null}
      <div className="quote-panel__action">{action}</div>
    </section>
  );
}
