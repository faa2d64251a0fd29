import type { Catalogue } from "@investar/core";
import { lazy, Suspense, type ReactNode, type Ref } from "react";
import { PriceSummaryTable } from "./price-summary.tsx";
import { erroneousField, FIELDS } from "./quote-field-errors.ts";
import { DIFFERENT_NOTICE, UNAVAILABLE_NOTICE, type ConfirmedQuote } from "./use-confirmed-quote.ts";
import { useI18n, type PageText } from "../../i18n/page-locale.ts";
import { errorText } from "../../i18n/error-text.ts";
import { ExplanationList } from "./explanation-list.tsx";
import { shownItemName } from "./line-names.ts";

/** Only a customer changing a subscription in service reads it: a first purchase does not load it (ADR 0018). */
const ChangeInWords = lazy(async () => ({ default: (await import("./change-in-words.tsx")).ChangeInWords }));

interface QuotePanelProps {
  quote: ConfirmedQuote;
  /** The page's catalogue, its names in the page's language: the summary's lines are named from it. */
  catalogue: Catalogue;
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
export function QuotePanel({ quote, catalogue, action, actionRef, currentName }: QuotePanelProps) {
  const { outcome, pending, notice, couponError } = quote;
  const field = erroneousField(quote);
  const text = useI18n();
  const { t, money } = text;
  return (
    <section className="quote-panel card" aria-labelledby="quote-heading" aria-busy={pending}>
      <h2 id="quote-heading">{t("quote.heading")}</h2>
      <div className="quote-panel__status" role="status" aria-live="polite" aria-atomic="true">
        {outcome.ok ? (
          <p className="quote-panel__total">
            {t("quote.total")} <strong>{money(outcome.summary.total, outcome.summary.currency)}</strong>
          </p>
        ) : field ? (
          // The message itself is under the field; here, where the price would be, a way to it.
          <p className="quote-panel__error" id="quote-error">
            {fieldErrorParts(t("quote.fieldError", { field: "\u0000" }), <a href={`#${FIELDS[field].id}`}>{t(`quote.field.${field}`)}</a>)}
          </p>
        ) : (
          <p className="quote-panel__error" id="quote-error">
            {errorText(text, "pricingError", outcome.error)}
          </p>
        )}
        {couponError && outcome.ok ? (
          <p className="quote-panel__coupon-refused">
            <strong>{t("quote.couponRefused")}</strong> {t("quote.couponRefusedBody")}{" "}
            <a href={`#${FIELDS.coupon.id}`}>{t("quote.couponWhy")}</a>.
          </p>
        ) : null}
        {notice ? <p className="quote-panel__notice">{noticeText(text, notice, quote.priced.couponCode)}</p> : null}
      </div>
      {outcome.ok ? (
        <>
          {currentName ? (
            <Suspense fallback={null}>
              <ChangeInWords summary={outcome.summary} currentName={currentName} catalogue={catalogue} />
            </Suspense>
          ) : null}
          <PriceSummaryTable summary={outcome.summary} catalogue={catalogue} />
          {outcome.summary.explanation.length > 0 ? (
            <div className="quote-panel__explanation">
              <h3>{t("quote.explanation")}</h3>
              <ExplanationList summary={outcome.summary} itemName={(name) => shownItemName(catalogue, name)} />
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

/** The quote's notice in the page's language: English pages keep it as the quote says it. */
function noticeText({ t, locale }: PageText, notice: string, coupon: string | null): string {
  if (locale === "en") return notice;
  if (notice === DIFFERENT_NOTICE) return t("quote.notice.different");
  if (notice === UNAVAILABLE_NOTICE) return t("quote.notice.unavailable");
  return t("quote.notice.checking", { coupon: coupon ?? "" });
}

/** A message with a link inside: the link goes where the language puts the {field} placeholder. */
function fieldErrorParts(message: string, link: ReactNode): ReactNode {
  const [before = "", after = ""] = message.split("\u0000");
  return (
    <>
      {before}
      {link}
      {after}
    </>
  );
}
