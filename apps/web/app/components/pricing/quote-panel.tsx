import { formatMoney } from "@investar/core";
import { lazy, Suspense, type ReactNode, type Ref } from "react";
import { PriceSummaryTable } from "./price-summary.tsx";
import { erroneousField, FIELDS } from "./quote-field-errors.ts";
import type { ConfirmedQuote } from "./use-confirmed-quote.ts";

/** Only a customer changing a subscription in service reads it: a first purchase does not load it (ADR 0018). */
const ChangeInWords = lazy(async () => ({ default: (await import("./change-in-words.tsx")).ChangeInWords }));

interface QuotePanelProps {
  quote: ConfirmedQuote;
  /** The 'Proceed to Pay' button (or whatever the page offers next). */
  action: ReactNode;
  /** Follows whether the action is on screen (the phone's pay bar hides meanwhile). */
  actionRef?: Ref<HTMLDivElement>;
  /** The edition held now, when a subscription is in service: an upgrade is then told in words too. */
  currentName?: string | null;
}

/**
 * The live summary beside the options. Its status line is a polite live region that announces
 * the total or the problem after each change; the table itself is not read out on every edit.
 */
export function QuotePanel({ quote, action, actionRef, currentName }: QuotePanelProps) {
  const { outcome, pending, notice, couponError } = quote;
  const field = erroneousField(quote);
  return (
    <section className="quote-panel card" aria-labelledby="quote-heading" aria-busy={pending}>
      <h2 id="quote-heading">Your price</h2>
      <div className="quote-panel__status" role="status" aria-live="polite" aria-atomic="true">
        {outcome.ok ? (
          <p className="quote-panel__total">
            Total to pay: <strong>{formatMoney(outcome.summary.total, outcome.summary.currency)}</strong>
          </p>
        ) : field ? (
          // The message itself is under the field; here, where the price would be, a way to it.
          <p className="quote-panel__error" id="quote-error">
            The price appears once the <a href={`#${FIELDS[field].id}`}>{FIELDS[field].name}</a> is corrected.
          </p>
        ) : (
          <p className="quote-panel__error" id="quote-error">
            {outcome.error.message}
          </p>
        )}
        {couponError && outcome.ok ? (
          <p className="quote-panel__coupon-refused">
            <strong>Coupon not applied.</strong> The price below is without it, and is what you pay.{" "}
            <a href={`#${FIELDS.coupon.id}`}>See why under the coupon code</a>.
          </p>
        ) : null}
        {notice ? <p className="quote-panel__notice">{notice}</p> : null}
      </div>
      {outcome.ok ? (
        <>
          {currentName ? (
            <Suspense fallback={null}>
              <ChangeInWords summary={outcome.summary} currentName={currentName} />
            </Suspense>
          ) : null}
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
      <div className="quote-panel__action" ref={actionRef}>
        {action}
      </div>
    </section>
  );
}
