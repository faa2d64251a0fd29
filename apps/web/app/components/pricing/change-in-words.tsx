import { changeAccount, GST_PERCENT, NON_SIMULTANEOUS_LINE_ID, type Catalogue } from "@investar/core";
import type { ReactNode } from "react";
import type { ShownSummary } from "./quote-api.ts";
import { formatPercent } from "./pricing-words.ts";
import { useI18n, type PageText } from "../../i18n/page-locale.ts";
import { shownLineName } from "./line-names.ts";

/** "Pro", "Pro with Intraday (NSE Cash 5-Min) and Real-Time (NSE Cash)": what the selection buys. */
function selectionName(text: PageText, summary: ShownSummary, catalogue: Catalogue): string {
  const { t } = text;
  const [product, ...addons] = summary.productAndAmounts
    .filter((line) => line.Id !== NON_SIMULTANEOUS_LINE_ID)
    .map((line) => shownLineName(catalogue, line, text).name);
  if (!product) return t("change.newSubscription");
  if (addons.length === 0) return product;
  const last = addons.pop()!;
  return t("change.with", { product, addons: addons.join(", "), last, more: addons.length ? "yes" : "no" });
}

/**
 * docs/business-rules.md#pricing-pages: beside the price table, an upgrade (or an extension) told in words — what is left of the
 * current subscription and its worth, the new selection's cost for that time, the new period, discounts
 * and credits, and what is paid today. The figures are core's changeAccount of the very summary shown
 * (the server's, once it has confirmed), so they add up to what is charged.
 */
export function ChangeInWords({ summary, currentName, catalogue }: { summary: ShownSummary; currentName: string; catalogue: Catalogue }) {
  const text = useI18n();
  const { t, money, day } = text;
  const account = changeAccount({ ...summary, remainingMonths: summary.remainingMonths ?? 0 });
  if (!account || !summary.currentExpiryDate) return null;
  const m = (minor: number) => money(minor, summary.currency);
  const months = account.monthsLeft;
  const name = selectionName(text, summary, catalogue);
  const expiry = day(summary.currentExpiryDate);
  const rows: [ReactNode, string][] = [
    [t("change.leftWorth", { current: currentName, months, date: expiry }), m(account.leftWorth)],
    [t("change.newCost", { name, months }), m(account.newCostForMonthsLeft)],
    [t("change.difference", { months }), m(account.forMonthsLeft)],
  ];
  if (account.newPeriod > 0)
    rows.push([t("change.newPeriod", { name, from: expiry, to: day(summary.newExpiryDate) }), m(account.newPeriod)]);
  if (account.licenceFee > 0) rows.push([t("change.licenceFee"), m(account.licenceFee)]);
  if (account.portfolio > 0) rows.push([t("summary.portfolio"), m(account.portfolio)]);
  if (account.discount > 0) {
    const kind = summary.discountType ? t(`discount.${summary.discountType}`) : t("summary.discount");
    rows.push([t("change.discount", { kind, percent: formatPercent(summary.discountPerc) }), `−${m(account.discount)}`]);
  }
  if (account.gst > 0) rows.push([t("change.gst", { percent: GST_PERCENT }), m(account.gst)]);
  if (account.walletCredits > 0) rows.push([t("change.wallet"), `−${m(account.walletCredits)}`]);
  return (
    <section className="change-in-words" aria-labelledby="change-in-words-heading">
      <h3 id="change-in-words-heading">{summary.kind === "upgrade" ? t("change.headingUpgrade") : t("change.heading")}</h3>
      <dl>
        {rows.map(([words, amount], index) => (
          <div key={index} className="change-in-words__row">
            <dt>{words}</dt>
            <dd className="num">{amount}</dd>
          </div>
        ))}
        <div className="change-in-words__row change-in-words__row--total">
          <dt>{t("change.paidToday")}</dt>
          <dd className="num">{m(account.paidToday)}</dd>
        </div>
      </dl>
    </section>
  );
}
