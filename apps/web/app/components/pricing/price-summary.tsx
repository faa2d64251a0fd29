import { GST_PERCENT, type Catalogue, type PriceLine } from "@investar/core";
import type { ReactNode } from "react";
import type { ShownSummary } from "./quote-api.ts";
import { formatPercent } from "./pricing-words.ts";
import { useI18n, type PageText } from "../../i18n/page-locale.ts";
import { shownLineName } from "./line-names.ts";

/** The four cells of a price line (docs/business-rules.md#price-line), in words. */
function lineParts(t: PageText["t"], line: PriceLine, remainingMonths: number | undefined): [string, number][] {
  const monthsLeft = t("summary.monthsLeft", { months: remainingMonths ?? 0 });
  const parts: [string, number][] = [
    [t("summary.forCurrent", { monthsLeft }), line.AmountForCurrent],
    [t("summary.licencesCurrent", { monthsLeft }), line.LicenseForCurrent],
    [t("summary.newPeriod"), line.AmountForRenew],
    [t("summary.licencesNew"), line.LicenseForRenew],
  ];
  return parts.filter(([, amount]) => amount !== 0);
}
function Row({ label, children, className }: { label: ReactNode; children: ReactNode; className?: string }) {
  return (
    <tr className={className}>
      <th scope="row">{label}</th>
      <td className="num">{children}</td>
    </tr>
  );
}

/**
 * Every line of the Price summary (docs/business-rules.md#price-summary) for one quote, amounts in minor units; each
 * line named from the page's catalogue, whichever side priced it (line-names.ts).
 */
export function PriceSummaryTable({ summary, catalogue }: { summary: ShownSummary; catalogue: Catalogue }) {
  const text = useI18n();
  const { t, money, day } = text;
  const m = (minor: number) => money(minor, summary.currency);
  const deductions: [string, number][] = [
    [t("summary.wallet.subscription"), summary.subscrDed],
    [t("summary.wallet.cash"), summary.cashDed],
    [t("summary.wallet.general"), summary.creditDed],
  ];
  return (
    <table className="summary-table">
      <caption className="summary-table__caption">{t(`summary.kind.${summary.kind}`)}</caption>
      <thead className="visually-hidden">
        <tr>
          <th scope="col">{t("summary.item")}</th>
          <th scope="col">{t("summary.amount")}</th>
        </tr>
      </thead>
      <tbody>
        {summary.productAndAmounts.map((line) => {
          const { name, lang } = shownLineName(catalogue, line, text);
          return (
            <tr key={line.Id} className="summary-table__line">
              <th scope="row">
                {lang ? <span lang={lang}>{name}</span> : name}
                <ul className="summary-table__parts">
                  {lineParts(t, line, summary.remainingMonths).map(([label, amount]) => (
                    <li key={label}>
                      {label}: {m(amount)}
                    </li>
                  ))}
                </ul>
              </th>
              <td className="num">{m(line.Total)}</td>
            </tr>
          );
        })}
        {summary.portfolio > 0 ? <Row label={t("summary.portfolio")}>{m(summary.portfolio)}</Row> : null}
        <Row label={t("summary.licences")}>{summary.noOfLicense}</Row>
        <Row label={t("summary.original")} className="summary-table__subtotal">
          {m(summary.originalPrice)}
        </Row>
        {summary.discount > 0 ? (
          <Row
            label={t("summary.discountNamed", {
              type: summary.discountType ? t(`discount.${summary.discountType}`) : t("summary.discount"),
              percent: formatPercent(summary.discountPerc),
            })}
          >
            −{m(summary.discount)}
          </Row>
        ) : (
          <Row label={t("summary.discount")}>{t("summary.none")}</Row>
        )}
        <Row label={summary.currency === "INR" ? t("summary.gst", { percent: GST_PERCENT }) : t("summary.gstUsd")}>{m(summary.gst)}</Row>
        <Row label={t("summary.beforeDeductions")} className="summary-table__subtotal">
          {m(summary.totalExcludingDeduction)}
        </Row>
        {deductions
          .filter(([, amount]) => amount > 0)
          .map(([label, amount]) => (
            <Row key={label} label={label}>
              −{m(amount)}
            </Row>
          ))}
        {summary.totalDeduction > 0 ? <Row label={t("summary.fromWallet")}>−{m(summary.totalDeduction)}</Row> : null}
        {summary.freeMonths > 0 ? <Row label={t("summary.freeMonths")}>{summary.freeMonths}</Row> : null}
      </tbody>
      <tfoot>
        <Row label={t("summary.total")} className="summary-table__total">
          {m(summary.total)}
        </Row>
        {summary.newExpiryDate ? <Row label={t("summary.until")}>{day(summary.newExpiryDate)}</Row> : null}
      </tfoot>
    </table>
  );
}
