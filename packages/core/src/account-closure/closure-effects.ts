import type { Currency } from "../money.ts";
import type { IsoDate } from "../pricing/dates.ts";
import type { ClosurePeriodChoice } from "./closure-rules.ts";
import type { UnusedValue } from "./unused-value.ts";

/** A paid period still running when the account closes (its order, product and unused days). */
export interface ClosingPeriod {
  kind: "tool" | "mobile";
  orderNumber: string;
  currency: Currency;
  lastDay: IsoDate;
  unused: UnusedValue;
}

/** A refund made for a period when the account closed. */
export interface MadeClosureRefund {
  orderNumber: string;
  currency: Currency;
  amount: number;
  creditNoteNumber?: string | null;
}

/**
 * One thing closing does (docs/business-rules.md#account-closure), as data, so that the page says it in the customer's
 * language and the mail in English from the same list: a period ended (refunded to the wallet or not), auto-renew
 * cancelled, cash credit the wallet holds.
 */
export type ClosureEffect =
  | {
      kind: "period";
      product: "tool" | "mobile";
      orderNumber: string;
      lastDay: IsoDate;
      refund: { daysUnused: number; daysBought: number; amount: number; currency: Currency; creditNoteNumber: string | null } | null;
    }
  | { kind: "autoRenew" }
  | { kind: "cashCredit"; amount: number; currency: Currency };

/**
 * What closing does with this choice. `refunds` are those made; before the closing (null), the amounts the choice would
 * give. One line per paid period first, then auto-renew, then each currency's cash credit.
 */
export function closureEffectList(
  facts: { periods: readonly ClosingPeriod[]; autoRenew: boolean; cashCredit: Record<Currency, number> },
  choice: ClosurePeriodChoice | null,
  refunds: readonly MadeClosureRefund[] | null,
): ClosureEffect[] {
  const effects: ClosureEffect[] = [];
  for (const period of facts.periods) {
    const made = refunds?.find((refund) => refund.orderNumber === period.orderNumber);
    const amount = made?.amount ?? period.unused.amount;
    effects.push({
      kind: "period",
      product: period.kind,
      orderNumber: period.orderNumber,
      lastDay: period.lastDay,
      refund:
        choice === "refund" && amount > 0
          ? {
              daysUnused: period.unused.daysUnused,
              daysBought: period.unused.daysBought,
              amount,
              currency: period.currency,
              creditNoteNumber: made?.creditNoteNumber ?? null,
            }
          : null,
    });
  }
  if (facts.autoRenew) effects.push({ kind: "autoRenew" });
  // Made refunds, or before the closing the ones the choice would make.
  const credited =
    refunds ?? (choice === "refund" ? facts.periods.map((period) => ({ currency: period.currency, amount: period.unused.amount })) : []);
  for (const currency of ["INR", "USD"] as Currency[]) {
    const cash = facts.cashCredit[currency] + credited.filter((r) => r.currency === currency).reduce((sum, r) => sum + r.amount, 0);
    if (cash > 0) effects.push({ kind: "cashCredit", amount: cash, currency });
  }
  return effects;
}
