import { formatDay, formatMoney, GST_PERCENT, type PriceLine } from "@investar/core";
import type { ReactNode } from "react";
import type { ShownSummary } from "./quote-api.ts";
import { countOf, DISCOUNT_TYPE_NAMES, formatPercent, KIND_NAMES } from "./pricing-words.ts";

/** The four cells of a price line (docs/business-rules.md#price-line), in words. */
function lineParts(line: PriceLine, remainingMonths: number | undefined): [string, number][] {
  const monthsLeft = remainingMonths ? `the ${countOf(remainingMonths, "month")} left` : "the months left";
  const parts: [string, number][] = [
    [`For ${monthsLeft}`, line.AmountForCurrent],
    [`Other licences, ${monthsLeft}`, line.LicenseForCurrent],
    ["New period", line.AmountForRenew],
    ["Other licences, new period", line.LicenseForRenew],
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

/** Every line of the Price summary (docs/business-rules.md#price-summary) for one quote, amounts in minor units. */
export function PriceSummaryTable({ summary }: { summary: ShownSummary }) {
  const m = (minor: number) => formatMoney(minor, summary.currency);
  const deductions: [string, number][] = [
    ["Subscription credit", summary.subscrDed],
    ["Cash credit", summary.cashDed],
    ["General credit", summary.creditDed],
  ];
  return (
    <table className="summary-table">
      <caption className="summary-table__caption">{KIND_NAMES[summary.kind]}</caption>
      <thead className="visually-hidden">
        <tr>
          <th scope="col">Item</th>
          <th scope="col">Amount</th>
        </tr>
      </thead>
      <tbody>
        {summary.productAndAmounts.map((line) => (
          <tr key={line.Id} className="summary-table__line">
            <th scope="row">
              {line.Name}
              <ul className="summary-table__parts">
                {lineParts(line, summary.remainingMonths).map(([label, amount]) => (
                  <li key={label}>
                    {label}: {m(amount)}
                  </li>
                ))}
              </ul>
            </th>
            <td className="num">{m(line.Total)}</td>
          </tr>
        ))}
        {summary.portfolio > 0 ? <Row label="Portfolio package (one-time)">{m(summary.portfolio)}</Row> : null}
        <Row label="Licences">{summary.noOfLicense}</Row>
        <Row label="Original price" className="summary-table__subtotal">
          {m(summary.originalPrice)}
        </Row>
        {summary.discount > 0 ? (
          <Row
            label={`Discount: ${summary.discountType ? DISCOUNT_TYPE_NAMES[summary.discountType] : "Discount"}, ${formatPercent(summary.discountPerc)}`}
          >
            −{m(summary.discount)}
          </Row>
        ) : (
          <Row label="Discount">None</Row>
        )}
        <Row label={summary.currency === "INR" ? `GST ${GST_PERCENT}%` : "GST (not charged in USD)"}>{m(summary.gst)}</Row>
        <Row label="Total before deductions" className="summary-table__subtotal">
          {m(summary.totalExcludingDeduction)}
        </Row>
        {deductions
          .filter(([, amount]) => amount > 0)
          .map(([label, amount]) => (
            <Row key={label} label={`Wallet: ${label.toLowerCase()}`}>
              −{m(amount)}
            </Row>
          ))}
        {summary.totalDeduction > 0 ? <Row label="Paid from your wallet">−{m(summary.totalDeduction)}</Row> : null}
        {summary.freeMonths > 0 ? <Row label="Free months">{summary.freeMonths}</Row> : null}
      </tbody>
      <tfoot>
        <Row label="Total to pay" className="summary-table__total">
          {m(summary.total)}
        </Row>
        {summary.newExpiryDate ? <Row label="Subscription until">{formatDay(summary.newExpiryDate)}</Row> : null}
      </tfoot>
    </table>
  );
}
