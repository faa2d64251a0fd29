import type { AppDeps } from "../../src/deps.ts";
import { creditWallet } from "../../src/features/wallet/services/credit-wallet.ts";
import { debitWallet } from "../../src/features/wallet/services/debit-wallet.ts";
import { createUser, type TestUser } from "./sessions.ts";
import type { TestApp } from "./test-app.ts";

interface LedgerOptions {
  /** The INR cash credit (a refund), in paise, and its reason. */
  refund: { amount: number; reason: string };
  /** Each of the 21 referral credits, in paise. */
  referralBonus: number;
  /** Whether each referral credit carries a reference (`referral-<n>`). */
  referralReferences: boolean;
}

/**
 * A wallet ledger of 25 entries (three pages of 10): subscription credit ₹2,000, the refund, $12.34
 * goodwill, ₹750 paid towards order 17, then 21 referral bonuses. Written by the services checkout and
 * refunds use, since there is no endpoint for it.
 */
export async function seedWalletLedger(deps: AppDeps, userId: number, options: LedgerOptions): Promise<void> {
  await creditWallet(deps, {
    userId,
    currency: "INR",
    kind: "subscription",
    amount: 2000_00,
    reason: "Unused days of Standard",
    reference: "change-1",
  });
  await creditWallet(deps, { userId, currency: "INR", kind: "cash", ...options.refund });
  await creditWallet(deps, { userId, currency: "USD", kind: "general", amount: 12_34, reason: "Goodwill" });
  await debitWallet(deps, {
    userId,
    currency: "INR",
    kind: "subscription",
    amount: 750_00,
    reason: "Paid towards order 17",
    reference: "order-17",
  });
  for (let i = 1; i <= 21; i++)
    await creditWallet(deps, {
      userId,
      currency: "INR",
      kind: "general",
      amount: options.referralBonus,
      reason: `Referral bonus ${i}`,
      ...(options.referralReferences ? { reference: `referral-${i}` } : {}),
    });
}

/** A new signed-in customer holding `amount` paise of INR subscription credit (what a plan change leaves), for `reason`. */
export async function customerWithCredit(t: TestApp, amount: number, reason: string): Promise<TestUser> {
  const user = await createUser(t);
  await creditWallet(t.app.deps, { userId: user.userId, currency: "INR", kind: "subscription", amount, reason });
  return user;
}

/** GET /api/payment/GetWalletDetails for the user, as the user. */
export const walletDetails = (t: TestApp, user: TestUser) =>
  t.app.inject({ method: "GET", url: `/api/payment/GetWalletDetails?userId=${user.userId}`, headers: user.auth });
