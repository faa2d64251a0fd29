import type { BillingPlan, Currency } from "@investar/core";
import { GstNote } from "./plan-price.tsx";
import { planOffer, type PlanPrices } from "./pricing-view.ts";
import { PLAN_WORDS } from "./pricing-words.ts";
import { usePriceWords } from "./price-words.ts";

export interface PricedRow {
  id: string;
  name: string;
  /** "en" when the name is an English fallback on a Hindi page (docs/adr/0062-hindi-content-texts.md). */
  nameLang?: "en";
  prices: PlanPrices;
  /** Shown in the "Works with" column when given. */
  worksWith?: string;
}

interface ItemPriceTableProps {
  caption: string;
  itemHeading: string;
  rows: readonly PricedRow[];
  plan: BillingPlan;
  currency: Currency;
}

/** Prices of several items (add-ons, mobile editions) on the chosen plan, with the monthly equivalent. */
export function ItemPriceTable({ caption, itemHeading, rows, plan, currency }: ItemPriceTableProps) {
  const showWorksWith = rows.some((row) => row.worksWith !== undefined);
  const captionId = `table-${caption.replace(/[^\p{L}\p{M}\p{N}]+/gu, "-").toLowerCase()}`;
  const { say, i18n } = usePriceWords();
  const money = (minor: number) => i18n.money(minor, currency);
  const worksWith = say("price.worksWith", "Works with");
  const pricePer = say(`price.pricePer.${plan}`, `Price ${PLAN_WORDS[plan].per}`);
  const aMonth = say("price.aMonth", "A month");
  return (
    <section className="table-wrap" aria-labelledby={captionId} tabIndex={0}>
      {/* Cards on a phone (components.css .table--stack): each cell is named by its column there. */}
      <table className="table table--stack price-table">
        <caption id={captionId} className="price-table__caption">
          {caption} <GstNote currency={currency} />
        </caption>
        <thead>
          <tr>
            <th scope="col">{itemHeading}</th>
            {showWorksWith ? <th scope="col">{worksWith}</th> : null}
            <th scope="col" className="num">
              {pricePer}
            </th>
            {plan === "Month" ? null : (
              <th scope="col" className="num">
                {aMonth}
              </th>
            )}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => {
            const offer = planOffer(row.prices, plan, currency);
            return (
              <tr key={row.id}>
                <th scope="row" lang={row.nameLang}>
                  {row.name}
                </th>
                {showWorksWith ? <td data-label={worksWith}>{row.worksWith}</td> : null}
                <td className="num" data-label={pricePer}>
                  {offer ? money(offer.price) : say("price.notSold", "Not sold")}
                </td>
                {plan === "Month" ? null : (
                  <td className="num" data-label={aMonth}>
                    {offer ? money(offer.perMonth) : "—"}
                  </td>
                )}
              </tr>
            );
          })}
        </tbody>
      </table>
    </section>
  );
}
