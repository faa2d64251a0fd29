import type { ClosureEffect } from "@investar/core";
import type { PageText } from "../../i18n/page-locale.ts";

/**
 * One thing closing the account does, in the customer's language (docs/business-rules.md#account-closure,
 * docs/adr/0059-hindi-with-lingui.md): `done` after the closing (ended, were refunded, holds). `today` is India's day.
 */
export function closureEffectText(text: PageText, effect: ClosureEffect, today: string, done: boolean): string {
  if (effect.kind === "autoRenew") return text.t("privacy.close.autoRenew");
  if (effect.kind === "cashCredit")
    return text.t(done ? "privacy.close.cashCreditHeld" : "privacy.close.cashCredit", {
      amount: text.money(effect.amount, effect.currency),
    });
  const values = {
    product: text.t(`privacy.close.product.${effect.product}`),
    order: effect.orderNumber,
    paidThrough: text.day(effect.lastDay),
    today: text.day(today),
  };
  if (!effect.refund) return text.t(done ? "privacy.close.periodEnded" : "privacy.close.periodEnd", values);
  return text.t(done ? "privacy.close.periodRefunded" : "privacy.close.periodRefund", {
    ...values,
    unused: effect.refund.daysUnused,
    bought: effect.refund.daysBought,
    amount: text.money(effect.refund.amount, effect.refund.currency),
  });
}
