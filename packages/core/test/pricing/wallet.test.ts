import { describe, expect, it } from "vitest";
import { applyWallet, quote, type WalletDetails } from "../../src/pricing/index.ts";
import { NOW, priced, select, subscriber, testCatalogue } from "./fixtures.ts";

const wallet = (fields: Partial<WalletDetails> = {}): WalletDetails => ({
  currency: "INR",
  SubscrCredit: 0,
  CashCredit: 0,
  Credit: 0,
  ...fields,
});
const base = { currency: "INR" as const, useWallet: true, isRecurring: false, cashCreditEnabled: true };

describe("wallet credits (docs/business-rules.md#wallet-credit-order)", () => {
  it("uses subscription credit first, then cash credit, then general credit", () => {
    const result = applyWallet({
      ...base,
      amountDue: 3_000_00,
      wallet: wallet({ SubscrCredit: 1_000_00, CashCredit: 1_500_00, Credit: 2_000_00 }),
    });
    expect(result).toMatchObject({ subscrDed: 1_000_00, cashDed: 1_500_00, creditDed: 500_00, totalDeduction: 3_000_00 });
  });

  it("skips cash credit unless it is enabled", () => {
    const result = applyWallet({
      ...base,
      cashCreditEnabled: false,
      amountDue: 3_000_00,
      wallet: wallet({ SubscrCredit: 1_000_00, CashCredit: 1_500_00, Credit: 500_00 }),
    });
    expect(result).toMatchObject({ subscrDed: 1_000_00, cashDed: 0, creditDed: 500_00, totalDeduction: 1_500_00 });
  });

  it("never takes more than the amount due", () => {
    const result = applyWallet({ ...base, amountDue: 700_00, wallet: wallet({ SubscrCredit: 5_000_00, Credit: 5_000_00 }) });
    expect(result).toMatchObject({ subscrDed: 700_00, cashDed: 0, creditDed: 0, totalDeduction: 700_00 });
  });

  it("uses whole rupees only, so the rest to pay stays in whole rupees", () => {
    const result = applyWallet({ ...base, amountDue: 2_941_00, wallet: wallet({ SubscrCredit: 100_50, Credit: 99 }) });
    expect(result).toMatchObject({ subscrDed: 100_00, creditDed: 0, totalDeduction: 100_00 });
  });

  it("uses cents for USD", () => {
    const result = applyWallet({ ...base, currency: "USD", amountDue: 35_97, wallet: wallet({ currency: "USD", Credit: 10_01 }) });
    expect(result.creditDed).toBe(10_01);
  });

  it("is skipped for recurring payments, when not asked for, or when in another currency", () => {
    const full = wallet({ SubscrCredit: 1_000_00 });
    expect(applyWallet({ ...base, isRecurring: true, amountDue: 2_000_00, wallet: full })).toMatchObject({
      totalDeduction: 0,
      skippedBecause: "Wallet credit isn't used for recurring payments.",
    });
    expect(applyWallet({ ...base, useWallet: false, amountDue: 2_000_00, wallet: full }).totalDeduction).toBe(0);
    expect(applyWallet({ ...base, currency: "USD", amountDue: 20_00, wallet: full }).totalDeduction).toBe(0);
    expect(applyWallet({ ...base, amountDue: 2_000_00, wallet: null }).totalDeduction).toBe(0);
  });

  it("ignores negative balances", () => {
    expect(applyWallet({ ...base, amountDue: 2_000_00, wallet: wallet({ SubscrCredit: -500_00, Credit: 300_00 }) })).toMatchObject({
      subscrDed: 0,
      creditDed: 300_00,
    });
  });
});

describe("wallet in a quote", () => {
  it("pays part of the bill after GST, in order, and leaves the rest to pay", () => {
    const details = subscriber({ WalletDetails: wallet({ SubscrCredit: 1_000_00, CashCredit: 500_00, Credit: 5_000_00 }) });
    const summary = priced(quote(testCatalogue(), details, select({ useWallet: true }), NOW));
    // ₹2,700 + GST ₹486 = ₹3,186: subscription credit ₹1,000, cash ₹500, general ₹1,686.
    expect(summary).toMatchObject({
      gst: 486_00,
      totalExcludingDeduction: 3_186_00,
      subscrDed: 1_000_00,
      cashDed: 500_00,
      creditDed: 1_686_00,
      totalDeduction: 3_186_00,
      total: 0,
    });
    expect(summary.explanation).toContain("Paid from your wallet: subscription credit ₹1,000, cash credit ₹500, general credit ₹1,686.");
    const recurring = priced(quote(testCatalogue(), details, select({ useWallet: true, isRecurring: true }), NOW));
    expect(recurring).toMatchObject({ totalDeduction: 0, total: 3_186_00 });
    const cashOff = priced(quote(testCatalogue({ cashCreditEnabled: false }), details, select({ useWallet: true }), NOW));
    expect(cashOff).toMatchObject({ cashDed: 0, creditDed: 2_186_00, total: 0 });
  });
});
