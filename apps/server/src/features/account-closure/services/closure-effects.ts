import { formatDay, formatMoney, indiaToday, type ClosurePeriodChoice, type Currency } from "@investar/core";
import type { ClosureRefund } from "@investar/db/schema/account-closures";
import type { ClosureFacts } from "./closure-facts.ts";

const kindName = { tool: "desktop software", mobile: "mobile app" } as const;

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
  const lines: string[] = [];
  for (const period of facts.periods) {
    const what = `Your ${kindName[period.kind]} subscription (order ${period.orderNumber}, paid through ${formatDay(period.lastDay)})`;
    const made = refunds?.find((refund) => refund.orderNumber === period.orderNumber);
    const amount = made?.amount ?? period.unused.amount;
    if (choice === "refund" && amount > 0)
      lines.push(
        `${what} ends on ${today}; its ${period.unused.daysUnused} unused days of ${period.unused.daysBought}, ${formatMoney(amount, period.currency)}, ${refunds ? "were" : "are"} refunded to your wallet as cash credit${made?.creditNoteNumber ? `, with credit note ${made.creditNoteNumber}` : ""}.`,
      );
    else lines.push(`${what} ends on ${today} without a refund.`);
  }
  if (facts.activeMandates.length > 0) lines.push("Auto-renew is cancelled: no card will be charged again.");
  // Made refunds, or before the closing the ones the choice would make.
  const credited =
    refunds ?? (choice === "refund" ? facts.periods.map((period) => ({ currency: period.currency, amount: period.unused.amount })) : []);
  for (const currency of ["INR", "USD"] as Currency[]) {
    const cash = facts.cashCredit[currency] + credited.filter((r) => r.currency === currency).reduce((sum, r) => sum + r.amount, 0);
    if (cash > 0)
      lines.push(
        `Your wallet ${refunds ? "holds" : "will hold"} ${formatMoney(cash, currency)} of cash credit. As the Terms and Conditions say, we pay unused cash credit back on request when you close your account: write to us from this address within the 7 days and we send it to your bank account.`,
      );
  }
  return lines;
}
