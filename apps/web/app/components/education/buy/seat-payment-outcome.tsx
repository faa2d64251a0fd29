import { formatIstDateTime } from "@investar/core";
import { LANGUAGE_TAGS } from "@investar/core/i18n/languages";
import type { LocalizedText } from "@investar/core/i18n/localized-text";
import { useEffect, useRef } from "react";
import type { WebinarPaymentOutcome } from "@investar/contract/pages/payments";
import { useI18n } from "../../../i18n/page-locale.ts";
import { StaffText } from "../../i18n/staff-text.tsx";

/**
 * After paying for a seat: what was booked, for when, the amount, the order number and the invoice, and
 * the next step (My Webinars, where the join link and calendar invitation are). No pay button: the seat
 * is bought, or the bank has yet to confirm it and paying again would pay twice. `title` is the webinar's in the
 * page's language (staff's Hindi title on a Hindi page, else the English one marked so).
 */
export function SeatPaymentOutcome({ outcome, title }: { outcome: WebinarPaymentOutcome; title: LocalizedText }) {
  const heading = useRef<HTMLHeadingElement>(null);
  // The customer arrives from the gateway's site: take them (and their screen reader) to the result.
  useEffect(() => heading.current?.focus(), []);
  const paid = outcome.status === "paid";
  const { t, money, day, href, language } = useI18n();
  return (
    <section className="payment-confirmation card" aria-labelledby="seat-outcome-heading">
      <h1 id="seat-outcome-heading" ref={heading} tabIndex={-1}>
        {paid ? t("seat.booked") : t("outcome.waiting")}
      </h1>
      {paid ? <p>{t("seat.thanks", { invoice: outcome.invoiceUrl ? "yes" : "no" })}</p> : <p role="status">{t("seat.waitingText")}</p>}
      <dl className="payment-confirmation__facts">
        <dt>{t("seat.webinar")}</dt>
        <dd>
          <StaffText text={title} pageLanguage={language} />
        </dd>
        <dt>{t("seat.when")}</dt>
        <dd>{formatIstDateTime(new Date(outcome.webinar.dateTime), language === "hi" ? LANGUAGE_TAGS.hi : undefined)}</dd>
        <dt>{paid ? t("outcome.amountPaid") : t("outcome.amount")}</dt>
        <dd>
          {money(outcome.amount, outcome.currency)}
          {paid ? ` ${t("seat.paidOn", { date: day(outcome.settledOn) })}` : ""}
        </dd>
        <dt>{t("outcome.order")}</dt>
        <dd>{outcome.orderNumber}</dd>
      </dl>
      <div className="button-row">
        <a href={href("/education/my-webinars")} className="button button--accent">
          {t("seat.myWebinars")}
        </a>
        {outcome.invoiceUrl ? (
          <a href={outcome.invoiceUrl} className="button button--ghost" download="">
            {t("seat.invoice")}
          </a>
        ) : null}
      </div>
    </section>
  );
}
