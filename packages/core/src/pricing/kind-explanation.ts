/** The opening sentences of a quote's explanation: what kind of purchase it is and which dates apply. */
import { itemName, type Catalogue } from "./catalogue.ts";
import type { PlannedChange } from "./changes.ts";
import { GRACE_PERIOD_DAYS, PLAN_MONTHS, type IsoDate } from "./dates.ts";
import { day, part, type ExplanationPart } from "./explanation-parts.ts";
import type { CheckedSelection } from "./selection.ts";

export function describeKind(catalogue: Catalogue, checked: CheckedSelection, change: PlannedChange, today: IsoDate): ExplanationPart[] {
  const { product, selection } = checked;
  const period = { plan: selection.plan, months: PLAN_MONTHS[selection.plan] };
  if (!change.current) {
    return change.freshStart > today
      ? [part("newSubscriptionAfterTrial", { product: product.name, ...period, trialEnd: day(change.freshStart) })]
      : [part("newSubscription", { product: product.name, ...period })];
  }
  const { subscr, status } = change.current;
  const currentName = itemName(catalogue, subscr.BaseProduct);
  const parts: ExplanationPart[] = [];
  const what = { change: change.kind, current: currentName, product: product.name, expiry: day(subscr.ExpiryDate) };
  parts.push(change.buysNewPeriod ? part("changeAddingPeriod", { ...what, ...period }) : part("changeKeepingExpiry", what));
  if (status === "grace") parts.push(part("graceFollowOn", { expiry: day(subscr.ExpiryDate), graceDays: GRACE_PERIOD_DAYS[subscr.Plan] }));
  const dropped = [
    ...(checked.product.id !== subscr.BaseProduct && change.kind !== "upgrade" ? [currentName] : []),
    ...subscr.Addons.filter((id) => !selection.addons.includes(id)).map((id) => itemName(catalogue, id)),
  ];
  if (dropped.length > 0 && change.buysNewPeriod) {
    parts.push(part("keepDropped", { items: dropped, count: dropped.length, expiry: day(subscr.ExpiryDate) }));
  }
  if (change.kind !== "renewal" && change.remaining) parts.push(describeRemaining(change, subscr.Plan, subscr.ExpiryDate));
  return parts;
}

/** docs/business-rules.md#remaining-months in words: whole months from today (or the trial end), plus one when the leftover days exceed the grace period. */
function describeRemaining(change: PlannedChange, plan: keyof typeof GRACE_PERIOD_DAYS, expiry: IsoDate): ExplanationPart {
  const remaining = change.remaining;
  if (!remaining || remaining.months === 0) return part("noMonthsLeft", { plan });
  const span = { from: day(remaining.countedFrom), to: day(expiry), wholeMonths: remaining.wholeMonths, months: remaining.months };
  if (remaining.leftoverDays === 0) return part("monthsLeft", span);
  const values = { ...span, days: remaining.leftoverDays, graceDays: GRACE_PERIOD_DAYS[plan], plan };
  return part(remaining.months > remaining.wholeMonths ? "monthsLeftOverGrace" : "monthsLeftWithinGrace", values);
}
