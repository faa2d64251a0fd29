/**
 * Price lines (docs/business-rules.md#price-line): one per product or add-on in the selection, plus one for extra
 * non-simultaneous licences. Columns:
 *
 * - AmountForCurrent / LicenseForCurrent: what is added to the subscription in service, for the
 *   months left on it — first licence / the other licences (current-period.ts).
 * - AmountForRenew / LicenseForRenew: the new period being bought — first licence / the other
 *   licences (new-period.ts).
 * - Total: the sum of the four.
 */
import type { Currency } from "../money.ts";
import { amount as money, part, type ExplanationPart } from "./explanation-parts.ts";
import type { PricingError } from "./errors.ts";
import { chargeableNonSimultaneousLicences } from "./licences.ts";
import { currentPeriodPart } from "./current-period.ts";
import { emptyPart, type LineCategory, type LineInputs, type LinePart, type PricedLine, type PriceLine } from "./line-parts.ts";
import { newPeriodPart } from "./new-period.ts";
import { NON_SIMULTANEOUS_LINE_ID } from "./line-ids.ts";

export type { LineCategory, PricedLine, PriceLine } from "./line-parts.ts";

export { NON_SIMULTANEOUS_LINE_ID } from "./line-ids.ts";

export type LinesResult =
  | {
      ok: true;
      lines: PricedLine[];
      explanation: ExplanationPart[];
      /** What the selection's items cost for the months left on the subscription in service (LinePart.cost). */
      monthsLeftCost: number;
    }
  | { ok: false; error: PricingError };

export function buildLines(inputs: LineInputs): LinesResult {
  const { checked, change } = inputs;
  const items = [
    { id: checked.product.id, name: checked.product.name, category: "product" as LineCategory },
    ...checked.addons.map((addon) => ({
      id: addon.id,
      name: addon.name,
      category: (addon.isDataAddon ? "dataAddon" : "addon") as LineCategory,
    })),
  ];
  const lines: PricedLine[] = [];
  const explanation: ExplanationPart[] = [];
  let monthsLeftCost = 0;
  for (const item of items) {
    const current = currentPeriodPart(inputs, item);
    if (!current.ok) return current;
    const renew = change.buysNewPeriod ? newPeriodPart(inputs, item) : { ok: true as const, value: emptyPart() };
    if (!renew.ok) return renew;
    lines.push({
      category: item.category,
      line: makeLine(item.id, item.name, current.value, renew.value),
      priceSet: renew.value.priceSet ?? current.value.priceSet,
    });
    explanation.push(...current.value.explanation, ...renew.value.explanation);
    monthsLeftCost += current.value.cost;
  }
  const fee = nonSimultaneousFeeLine(inputs);
  if (fee) {
    lines.push(fee.line);
    explanation.push(fee.explanation);
  }
  return { ok: true, lines, explanation, monthsLeftCost };
}

function makeLine(id: string, name: string, current: LinePart, renew: LinePart): PriceLine {
  return {
    Id: id,
    Name: name,
    AmountForCurrent: current.amount,
    AmountForRenew: renew.amount,
    LicenseForCurrent: current.licences,
    LicenseForRenew: renew.licences,
    Total: current.amount + renew.amount + current.licences + renew.licences,
  };
}

/**
 * The one-time fee for extra non-simultaneous licences (licences.ts). Added to a subscription in
 * service it shows under "current", on a fresh purchase under "renew" (the new period).
 */
function nonSimultaneousFeeLine(inputs: LineInputs): { line: PricedLine; explanation: ExplanationPart } | null {
  const { checked, change, catalogue } = inputs;
  if (checked.licenseType !== "NonSimultaneous") return null;
  const currency: Currency = checked.selection.currency;
  const extra = change.current
    ? chargeableNonSimultaneousLicences(checked.selection.noOfLicenses, change.licencesHeld)
    : checked.selection.noOfLicenses - 1;
  if (extra <= 0) return null;
  const fee = catalogue.nonSimultaneousLicenceFee[currency];
  const amount = fee * extra;
  const line: PriceLine = {
    Id: NON_SIMULTANEOUS_LINE_ID,
    Name: "Extra non-simultaneous licences",
    AmountForCurrent: 0,
    AmountForRenew: 0,
    LicenseForCurrent: change.current ? amount : 0,
    LicenseForRenew: change.current ? 0 : amount,
    Total: amount,
  };
  const values = { extra, fee: money(fee, currency), amount: money(amount, currency) };
  const explanation = change.current
    ? part("nonSimultaneousFeeHeld", { ...values, held: change.licencesHeld })
    : part("nonSimultaneousFee", values);
  return { line: { line, category: "licenceFee", priceSet: null }, explanation };
}
