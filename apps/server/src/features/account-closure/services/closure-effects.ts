import { closureEffectList, formatDay, formatMoney, indiaToday, type ClosureEffect, type ClosurePeriodChoice } from "@investar/core";
import type { ClosureRefund } from "@investar/db/schema/account-closures";
import type { ClosureFacts } from "./closure-facts.ts";

const kindName = { tool: "desktop software", mobile: "mobile app" } as const;

/** The effects of closing as data (core's closureEffectList), for the page to say in the customer's language. */
export function closureEffectParts(
  facts: ClosureFacts,
  choice: ClosurePeriodChoice | null,
  refunds: ClosureRefund[] | null,
): ClosureEffect[] {
  return closureEffectList({ ...facts, autoRenew: facts.activeMandates.length > 0 }, choice, refunds);
}

/**
 * What closing does, in the customer's words (docs/business-rules.md#account-closure): the page says it
 * before the closing, and the mail repeats what was done. `refunds` are those made; before the closing,
 * the amounts the choice would give.
 */
export function closureEffects(
  facts: ClosureFacts,
  choice: ClosurePeriodChoice | null,
  refunds: ClosureRefund[] | null,
  now: Date,
): string[] {
  const today = formatDay(indiaToday(now));
  return closureEffectParts(facts, choice, refunds).map((effect) => {
    if (effect.kind === "autoRenew") return "Auto-renew is cancelled: no card will be charged again.";
    if (effect.kind === "cashCredit")
      return `Your wallet ${refunds ? "holds" : "will hold"} ${formatMoney(effect.amount, effect.currency)} of cash credit. As the Terms and Conditions say, we pay unused cash credit back on request when you close your account: write to us from this address within the 7 days and we send it to your bank account.`;
    const what = `Your ${kindName[effect.product]} subscription (order ${effect.orderNumber}, paid through ${formatDay(effect.lastDay)})`;
    const refund = effect.refund;
    if (!refund) return `${what} ends on ${today} without a refund.`;
    return `${what} ends on ${today}; its ${refund.daysUnused} unused days of ${refund.daysBought}, ${formatMoney(refund.amount, refund.currency)}, ${refunds ? "were" : "are"} refunded to your wallet as cash credit${refund.creditNoteNumber ? `, with credit note ${refund.creditNoteNumber}` : ""}.`;
  });
}
