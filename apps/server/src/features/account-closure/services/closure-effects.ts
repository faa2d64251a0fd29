import { closureEffectList, indiaToday, type ClosureEffect, type ClosurePeriodChoice } from "@investar/core";
import type { ClosureRefund } from "@investar/db/schema/account-closures";
import { mailLocale, type MailLocale } from "../../../integrations/mail/mail-text.ts";
import type { ClosureFacts } from "./closure-facts.ts";

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
 * before the closing, and the mail repeats what was done, in the customer's language (ADR 0060; the English
 * wording is the mail catalogue's). `refunds` are those made; before the closing, the amounts the choice would give.
 */
export function closureEffects(
  facts: ClosureFacts,
  choice: ClosurePeriodChoice | null,
  refunds: ClosureRefund[] | null,
  now: Date,
  { t, day, money }: MailLocale = mailLocale("en"),
): string[] {
  const today = day(indiaToday(now));
  return closureEffectParts(facts, choice, refunds).map((effect) => {
    if (effect.kind === "autoRenew") return t("closure.effect.autoRenew");
    if (effect.kind === "cashCredit")
      return t(refunds ? "closure.effect.walletHolds" : "closure.effect.walletWillHold", { amount: money(effect.amount, effect.currency) });
    const kind = t(effect.product === "mobile" ? "closure.effect.mobile" : "closure.effect.tool");
    const what = t("closure.effect.what", { kind, orderNumber: effect.orderNumber, lastDay: day(effect.lastDay) });
    const refund = effect.refund;
    if (!refund) return t("closure.effect.noRefund", { what, today });
    return t(refunds ? "closure.effect.refunded" : "closure.effect.toRefund", {
      what,
      today,
      unused: refund.daysUnused,
      bought: refund.daysBought,
      amount: money(refund.amount, refund.currency),
      creditNote: refund.creditNoteNumber ? t("closure.effect.creditNote", { number: refund.creditNoteNumber }) : "",
    });
  });
}
