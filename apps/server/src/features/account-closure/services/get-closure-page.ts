import type { ClosurePage } from "@investar/contract/pages/account-closure";
import { closureFinalAt, closureMessages, formatDay, formatMoney, indiaToday } from "@investar/core";
import type { AppDeps } from "../../../deps.ts";
import { notFound } from "../../../errors.ts";
import { closureEffectParts, closureEffects } from "./closure-effects.ts";
import { closureFacts } from "./closure-facts.ts";

/** /my-investar/privacy/close-account: what closing would do if confirmed now (docs/business-rules.md#account-closure). */
export async function getClosurePage(deps: AppDeps, userId: number): Promise<ClosurePage> {
  const now = deps.now();
  const facts = await closureFacts(deps.db, userId, now);
  if (!facts) throw notFound("No such user.");
  const refusal = facts.closed
    ? closureMessages.alreadyClosed
    : !facts.mayClose
      ? closureMessages.staff
      : facts.paymentsInFlight > 0
        ? closureMessages.pendingPayment
        : null;
  return {
    email: facts.email,
    hasPassword: facts.hasPassword,
    refusal,
    periods: facts.periods.map((period) => ({
      orderNumber: period.orderNumber,
      product: period.kind === "tool" ? "desktop software" : "mobile app",
      paidThrough: formatDay(period.lastDay),
      daysUnused: period.unused.daysUnused,
      daysBought: period.unused.daysBought,
      refund: period.unused.amount > 0 ? formatMoney(period.unused.amount, period.currency) : null,
    })),
    periodCount: facts.periods.length,
    effectsIfRefund: closureEffects(facts, "refund", null, now),
    effectsIfEnd: closureEffects(facts, "end", null, now),
    finalOn: formatDay(indiaToday(closureFinalAt(now))),
    today: indiaToday(now),
    finalDay: indiaToday(closureFinalAt(now)),
    partsIfRefund: closureEffectParts(facts, "refund", null),
    partsIfEnd: closureEffectParts(facts, "end", null),
  };
}
