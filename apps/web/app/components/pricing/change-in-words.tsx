import { changeAccount, formatDay, formatMoney, GST_PERCENT, NON_SIMULTANEOUS_LINE_ID } from "@investar/core";
import type { ReactNode } from "react";
import type { ShownSummary } from "./quote-api.ts";
import { countOf, DISCOUNT_TYPE_NAMES, formatPercent } from "./pricing-words.ts";

/** "Pro", "Pro with Intraday (NSE Cash 5-Min) and Real-Time (NSE Cash)": what the selection buys. */
function selectionName(summary: ShownSummary): string {
  const [product, ...addons] = summary.productAndAmounts.filter((line) => line.Id !== NON_SIMULTANEOUS_LINE_ID).map((line) => line.Name);
  if (addons.length === 0) return product ?? "The new subscription";
  const last = addons.pop();
  return `${product} with ${addons.length ? `${addons.join(", ")} and ` : ""}${last}`;
}

/**
 * docs/business-rules.md#pricing-pages: beside the price table, an upgrade (or an extension) told in words — what is left of the
 * current subscription and its worth, the new selection's cost for that time, the new period, discounts
 * and credits, and what is paid today. The figures are core's changeAccount of the very summary shown
 * (the server's, once it has confirmed), so they add up to what is charged.
 */
export function ChangeInWords({ summary, currentName }: { summary: ShownSummary; currentName: string }) {
  const account = changeAccount({ ...summary, remainingMonths: summary.remainingMonths ?? 0 });
  if (!account || !summary.currentExpiryDate) return null;
  const m = (minor: number) => formatMoney(minor, summary.currency);
  const months = countOf(account.monthsLeft, "month");
  const name = selectionName(summary);
  const rows: [ReactNode, string][] = [
    [
      `What is left of your ${currentName} subscription (${months}, to ${formatDay(summary.currentExpiryDate)}) is worth`,
      m(account.leftWorth),
    ],
    [`${name} for those ${months} costs`, m(account.newCostForMonthsLeft)],
    [`So for those ${months} you pay the difference`, m(account.forMonthsLeft)],
  ];
  if (account.newPeriod > 0)
    rows.push([
      `Then the new period of ${name}, ${formatDay(summary.currentExpiryDate)} to ${formatDay(summary.newExpiryDate)}, costs`,
      m(account.newPeriod),
    ]);
  if (account.licenceFee > 0) rows.push(["One-time fee for the extra licences", m(account.licenceFee)]);
  if (account.portfolio > 0) rows.push(["Portfolio package (one-time)", m(account.portfolio)]);
  if (account.discount > 0) {
    const kind = summary.discountType ? DISCOUNT_TYPE_NAMES[summary.discountType] : "Discount";
    rows.push([`${kind} of ${formatPercent(summary.discountPerc)} taken off`, `−${m(account.discount)}`]);
  }
  if (account.gst > 0) rows.push([`GST ${GST_PERCENT}% added`, m(account.gst)]);
  if (account.walletCredits > 0) rows.push(["Credits from your wallet taken off", `−${m(account.walletCredits)}`]);
  return (
    <section className="change-in-words" aria-labelledby="change-in-words-heading">
      <h3 id="change-in-words-heading">{summary.kind === "upgrade" ? "Your upgrade in words" : "Your change in words"}</h3>
      <dl>
        {rows.map(([words, amount], index) => (
          <div key={index} className="change-in-words__row">
            <dt>{words}</dt>
            <dd className="num">{amount}</dd>
          </div>
        ))}
        <div className="change-in-words__row change-in-words__row--total">
          <dt>Paid today</dt>
          <dd className="num">{m(account.paidToday)}</dd>
        </div>
      </dl>
    </section>
  );
}
