/**
 * What is added to a subscription in service, for the months left on it (the upgrade part).
 *
 * Fair pro-rating: for each paid seat the customer keeps, an item they already have costs
 * nothing more; a new add-on costs its monthly rate; a higher edition costs the difference
 * between its monthly rate and the monthly rate the customer actually paid for their current
 * edition (their price set, less their recorded percent off). Seats added get every item at
 * its monthly rate. Monthly rate = the price of the current billing period ÷ its months, so
 * the customer keeps the per-month advantage of the period they chose. Never below zero: a
 * move to something cheaper is not refunded.
 */
import { roundToChargeable } from "../money.ts";
import { findPrice } from "./price-lookup.ts";
import { amount as money, part, percentValue, type ExplanationPart } from "./explanation-parts.ts";
import { PLAN_MONTHS } from "./dates.ts";
import { paidSeats } from "./licences.ts";
import { emptyPart, missingPrice, type LineInputs, type LineItem, type PartResult } from "./line-parts.ts";
import { findProduct, itemName } from "./catalogue.ts";

export function currentPeriodPart(inputs: LineInputs, item: LineItem): PartResult {
  const { change, checked, table, deals, currentSet } = inputs;
  const months = change.remaining?.months ?? 0;
  if (!change.current || months === 0) return { ok: true, value: emptyPart() };
  const { subscr } = change.current;
  const { currency, noOfLicenses, isMobile } = checked.selection;
  const plan = subscr.Plan;
  const planMonths = PLAN_MONTHS[plan];

  const price = findPrice(table, item.id, plan, currency, deals[item.id]?.PriceSet ?? null, currentSet);
  if (!price) return missingPrice(item.name, plan);
  const newRate = price.amount;

  // What one seat of this item is already paid for, per plan period, ×100 to keep percents exact.
  // A lower edition (at renewal) is never an upgrade charge, whatever the price sets say.
  const isHeld = item.category === "product" ? !isHigherEdition(inputs, subscr.BaseProduct, item.id) : subscr.Addons.includes(item.id);
  let paidValue100 = 0;
  let rate = part("rate", { rate: money(newRate, currency) });
  if (isHeld) {
    paidValue100 = newRate * 100;
  } else if (item.category === "product" && !(isMobile && subscr.isMobileFree)) {
    const old = findPrice(table, subscr.BaseProduct, plan, currency, deals[subscr.BaseProduct]?.PriceSet ?? null, currentSet);
    if (!old) return missingPrice(itemName(inputs.catalogue, subscr.BaseProduct), plan);
    const discount = Math.min(100, Math.max(0, deals[subscr.BaseProduct]?.DiscountInPercent ?? 0));
    paidValue100 = old.amount * (100 - discount);
    const oldName = itemName(inputs.catalogue, subscr.BaseProduct);
    rate =
      discount > 0
        ? part("rateLessPaidAfterDiscount", {
            rate: money(newRate, currency),
            paid: money(paidValue100 / 100, currency),
            item: oldName,
            percent: percentValue(discount),
          })
        : part("rateLessPaid", { rate: money(newRate, currency), paid: money(old.amount, currency), item: oldName });
  }
  const difference100 = Math.max(0, newRate * 100 - paidValue100);

  const currentSeats = paidSeats(subscr.LicenseType, subscr.NoOfLicenses);
  const newSeats = paidSeats(checked.licenseType, noOfLicenses);
  const keptOtherSeats = Math.max(0, Math.min(currentSeats, newSeats) - 1);
  const addedSeats = Math.max(0, newSeats - currentSeats);

  const amount = roundToChargeable(difference100 * months, currency, 100 * planMonths);
  const keptSeatsAmount = roundToChargeable(difference100 * months * keptOtherSeats, currency, 100 * planMonths);
  const addedSeatsAmount = roundToChargeable(newRate * months * addedSeats, currency, planMonths);
  // The item's full cost for the months left, rounded as the charge is: never below what is charged.
  const cost =
    roundToChargeable(newRate * months, currency, planMonths) +
    roundToChargeable(newRate * months * keptOtherSeats, currency, planMonths) +
    addedSeatsAmount;

  const period = { months, plan, planMonths };
  const explanation: ExplanationPart[] = [];
  if (amount > 0) {
    explanation.push(
      item.category === "product"
        ? part("upgradeMonthsLeft", {
            from: itemName(inputs.catalogue, subscr.BaseProduct),
            to: item.name,
            ...period,
            rate,
            amount: money(amount, currency),
          })
        : part("addonMonthsLeft", { item: item.name, ...period, rate, amount: money(amount, currency) }),
    );
  }
  if (keptSeatsAmount > 0) {
    explanation.push(
      part("otherLicencesMonthsLeft", { licences: keptOtherSeats, ...period, rate, amount: money(keptSeatsAmount, currency) }),
    );
  }
  if (addedSeatsAmount > 0) {
    explanation.push(
      part("addedLicencesMonthsLeft", {
        item: item.name,
        added: addedSeats,
        ...period,
        rate: money(newRate, currency),
        amount: money(addedSeatsAmount, currency),
      }),
    );
  }
  return { ok: true, value: { amount, licences: keptSeatsAmount + addedSeatsAmount, explanation, priceSet: price.priceSet, cost } };
}

function isHigherEdition(inputs: LineInputs, currentId: string, selectedId: string): boolean {
  const rank = (id: string): number => findProduct(inputs.catalogue, id)?.rank ?? -1;
  return rank(selectedId) > rank(currentId);
}
