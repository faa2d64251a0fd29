import { indiaToday, type ClosurePeriodChoice, type Currency } from "@investar/core";
import type { ClosureRefund } from "@investar/db/schema/account-closures";
import { mailLocale, type MailLocale } from "../../../integrations/mail/mail-text.ts";
import type { ClosureFacts } from "./closure-facts.ts";

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
  const lines: string[] = [];
  for (const period of facts.periods) {
    const kind = t(period.kind === "mobile" ? "closure.effect.mobile" : "closure.effect.tool");
    const what = t("closure.effect.what", { kind, orderNumber: period.orderNumber, lastDay: day(period.lastDay) });
    const made = refunds?.find((refund) => refund.orderNumber === period.orderNumber);
    const amount = made?.amount ?? period.unused.amount;
    if (choice === "refund" && amount > 0)
      lines.push(
        t(refunds ? "closure.effect.refunded" : "closure.effect.toRefund", {
          what,
          today,
          unused: period.unused.daysUnused,
          bought: period.unused.daysBought,
          amount: money(amount, period.currency),
          creditNote: made?.creditNoteNumber ? t("closure.effect.creditNote", { number: made.creditNoteNumber }) : "",
        }),
      );
    else lines.push(t("closure.effect.noRefund", { what, today }));
  }
  if (facts.activeMandates.length > 0) lines.push(t("closure.effect.autoRenew"));
  // Made refunds, or before the closing the ones the choice would make.
  const credited =
    refunds ?? (choice === "refund" ? facts.periods.map((period) => ({ currency: period.currency, amount: period.unused.amount })) : []);
  for (const currency of ["INR", "USD"] as Currency[]) {
    const cash = facts.cashCredit[currency] + credited.filter((r) => r.currency === currency).reduce((sum, r) => sum + r.amount, 0);
    if (cash > 0)
      lines.push(t(refunds ? "closure.effect.walletHolds" : "closure.effect.walletWillHold", { amount: money(cash, currency) }));
  }
  return lines;
}
