/** The opening sentences of a quote's explanation: what kind of purchase it is and which dates apply. */
import { itemName, type Catalogue } from "./catalogue.ts";
import type { PlannedChange } from "./changes.ts";
import { GRACE_PERIOD_DAYS, PLAN_MONTHS, formatDay, type IsoDate } from "./dates.ts";
import { count } from "./explain.ts";
import type { CheckedSelection } from "./selection.ts";

export function describeKind(catalogue: Catalogue, checked: CheckedSelection, change: PlannedChange, today: IsoDate): string[] {
  const { product, selection } = checked;
  const period = `${selection.plan} plan (${count(PLAN_MONTHS[selection.plan], "month")})`;
  if (!change.current) {
    const start = change.freshStart > today ? ` It starts when your free trial ends on ${formatDay(change.freshStart)}.` : "";
    return [`New ${product.name} subscription on the ${period}.${start}`];
  }
  const { subscr, status } = change.current;
  const currentName = itemName(catalogue, subscr.BaseProduct);
  const sentences: string[] = [];
  const what =
    change.kind === "upgrade"
      ? `Upgrade of your ${currentName} subscription to ${product.name}`
      : change.kind === "extension"
        ? `Extension of your ${currentName} subscription with more add-ons or licences`
        : `Renewal of your ${currentName} subscription`;
  if (change.buysNewPeriod) {
    sentences.push(`${what}, adding the ${period} after ${formatDay(subscr.ExpiryDate)}.`);
  } else {
    sentences.push(`${what}, keeping your expiry date of ${formatDay(subscr.ExpiryDate)}.`);
  }
  if (status === "grace") {
    sentences.push(
      `It ended on ${formatDay(subscr.ExpiryDate)} and is within its ${GRACE_PERIOD_DAYS[subscr.Plan]}-day grace period, so the new period follows on without a gap.`,
    );
  }
  const dropped = [
    ...(checked.product.id !== subscr.BaseProduct && change.kind !== "upgrade" ? [currentName] : []),
    ...subscr.Addons.filter((id) => !selection.addons.includes(id)).map((id) => itemName(catalogue, id)),
  ];
  if (dropped.length > 0 && change.buysNewPeriod) {
    sentences.push(
      `You keep ${dropped.join(", ")} until ${formatDay(subscr.ExpiryDate)}; the new period doesn't include ${dropped.length === 1 ? "it" : "them"}.`,
    );
  }
  if (change.kind !== "renewal" && change.remaining) sentences.push(describeRemaining(change, subscr.Plan, subscr.ExpiryDate));
  return sentences;
}

/** docs/business-rules.md#remaining-months in words: whole months from today (or the trial end), plus one when the leftover days exceed the grace period. */
function describeRemaining(change: PlannedChange, plan: keyof typeof GRACE_PERIOD_DAYS, expiry: IsoDate): string {
  const remaining = change.remaining;
  if (!remaining || remaining.months === 0) return `No months are left on your ${plan} plan, so nothing is charged for the current period.`;
  const grace = GRACE_PERIOD_DAYS[plan];
  const span = `From ${formatDay(remaining.countedFrom)} to ${formatDay(expiry)} is ${count(remaining.wholeMonths, "whole month")}`;
  if (remaining.leftoverDays === 0) return `${span}, so ${count(remaining.months, "month")} ${remaining.months === 1 ? "is" : "are"} left.`;
  const days = count(remaining.leftoverDays, "day");
  if (remaining.months > remaining.wholeMonths) {
    return `${span} and ${days}; ${days} is more than the ${grace}-day grace period of a ${plan} plan, so we count ${count(remaining.months, "month")}.`;
  }
  return `${span} and ${days}; ${days} is within the ${grace}-day grace period of a ${plan} plan, so we count ${count(remaining.months, "month")}.`;
}
