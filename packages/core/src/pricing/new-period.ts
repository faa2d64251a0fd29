/**
 * The new period (fresh purchase, renewal, or an upgrade/extension that extends the expiry
 * date): each item at its price for the chosen plan, one full price per paid seat. Subscribers
 * in service keep the price set recorded for them; everyone else pays current prices.
 */
import { roundToChargeable } from "../money.ts";
import { amount as money, part } from "./explanation-parts.ts";
import { PLAN_MONTHS } from "./dates.ts";
import { paidSeats } from "./licences.ts";
import { missingPrice, type LineInputs, type LineItem, type PartResult } from "./line-parts.ts";
import { findPrice, priceSetPart } from "./price-lookup.ts";

export function newPeriodPart(inputs: LineInputs, item: LineItem): PartResult {
  const { selection, licenseType } = inputs.checked;
  const { currency, plan } = selection;
  const price = findPrice(inputs.table, item.id, plan, currency, inputs.deals[item.id]?.PriceSet ?? null, inputs.currentSet);
  if (!price) return missingPrice(item.name, plan);
  const extraSeats = paidSeats(licenseType, selection.noOfLicenses) - 1;
  const amount = roundToChargeable(price.amount, currency);
  const licences = amount * extraSeats;

  const period = { item: item.name, plan, months: PLAN_MONTHS[plan], amount: money(amount, currency) };
  const explanation = [
    price.isRecordedSet
      ? part("newPeriodItemKeptPrices", { ...period, prices: priceSetPart(price.priceSet) })
      : part("newPeriodItem", period),
  ];
  if (extraSeats > 0) {
    explanation.push(
      part("moreSimultaneousLicences", {
        item: item.name,
        extra: extraSeats,
        price: money(amount, currency),
        amount: money(licences, currency),
      }),
    );
  }
  return { ok: true, value: { amount, licences, explanation, priceSet: price.priceSet, cost: 0 } };
}
