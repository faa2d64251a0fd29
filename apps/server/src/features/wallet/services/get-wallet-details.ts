import type { Currency, WalletDetails } from "@investar/core";
import type { AppDeps } from "../../../deps.ts";
import { walletBalances, type KindBalances, type WalletBalances } from "./wallet-balances.ts";

/** docs/business-rules.md#wallet-details WalletDetails names for the ledger's kinds. */
export function toWalletDetails(currency: Currency, kinds: KindBalances): WalletDetails {
  return { currency, SubscrCredit: kinds.subscription, CashCredit: kinds.cash, Credit: kinds.general };
}

/**
 * The wallet a quote may spend from. The engine takes one currency's wallet and uses it only for
 * bills in that currency; a customer holds credit in one currency in practice (the one they pay
 * in), so this is the currency with credit, INR when both or neither have any. Browser and
 * server use the same rule, so their quotes agree.
 */
export function quotingWallet(balances: WalletBalances): WalletDetails | null {
  if (balances.entries === 0) return null;
  const total = (currency: Currency) => Object.values(balances.byCurrency[currency]).reduce((sum, amount) => sum + amount, 0);
  const currency: Currency = total("USD") > 0 && total("INR") <= 0 ? "USD" : "INR";
  return toWalletDetails(currency, balances.byCurrency[currency]);
}

/** GetWalletDetails: every balance by currency and kind, in minor units. */
export async function getWalletDetails(deps: AppDeps, userId: number): Promise<Record<Currency, WalletDetails>> {
  const { byCurrency } = await walletBalances(deps.db, userId);
  return { INR: toWalletDetails("INR", byCurrency.INR), USD: toWalletDetails("USD", byCurrency.USD) };
}
