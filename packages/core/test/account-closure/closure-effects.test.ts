import { describe, expect, it } from "vitest";
import { closureEffectList, type ClosingPeriod } from "../../src/account-closure/closure-effects.ts";

/** docs/business-rules.md#account-closure: what closing does, as data for the page (in the customer's language) and the mail. */
const period: ClosingPeriod = {
  kind: "tool",
  orderNumber: "INV-1",
  currency: "INR",
  lastDay: "2027-03-31",
  unused: { daysBought: 365, daysUnused: 120, amount: 300_000 },
};
const facts = { periods: [period], autoRenew: true, cashCredit: { INR: 50_000, USD: 0 } };

describe("closureEffectList", () => {
  it("with a refund: the period refunded, auto-renew cancelled, the wallet's cash credit with the refund in it", () => {
    expect(closureEffectList(facts, "refund", null)).toEqual([
      {
        kind: "period",
        product: "tool",
        orderNumber: "INV-1",
        lastDay: "2027-03-31",
        refund: { daysUnused: 120, daysBought: 365, amount: 300_000, currency: "INR", creditNoteNumber: null },
      },
      { kind: "autoRenew" },
      { kind: "cashCredit", amount: 350_000, currency: "INR" },
    ]);
  });

  it("without one: the period ends, the wallet holds what it held; made refunds give their amounts and credit notes", () => {
    const ended = closureEffectList({ ...facts, autoRenew: false }, "end", null);
    expect(ended).toEqual([
      { kind: "period", product: "tool", orderNumber: "INV-1", lastDay: "2027-03-31", refund: null },
      { kind: "cashCredit", amount: 50_000, currency: "INR" },
    ]);
    const made = closureEffectList(facts, "refund", [{ orderNumber: "INV-1", currency: "INR", amount: 299_000, creditNoteNumber: "CN-1" }]);
    expect(made[0]).toMatchObject({ refund: { amount: 299_000, creditNoteNumber: "CN-1" } });
    expect(made[2]).toEqual({ kind: "cashCredit", amount: 349_000, currency: "INR" });
  });
});
