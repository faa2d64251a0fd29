/**
 * Paying part of an order from the wallet (docs/business-rules.md#wallet-credit-order): subscription credit first, then cash
 * credit (only when the vendor enables it for subscriptions), then general credit. The wallet
 * pays the bill after GST, like any other means of payment, so GST is the same whoever pays.
 */
import { floorToChargeable, type Currency } from "../money.ts";
import type { WalletDetails } from "./subscription.ts";
import { inEnglish } from "./explanation-english.ts";
import { part, type ExplanationPart } from "./explanation-parts.ts";

export interface WalletDeductions {
  subscrDed: number;
  cashDed: number;
  creditDed: number;
  totalDeduction: number;
  /** Why no wallet money was used, for the explanation; null when the wallet was used. */
  skippedBecause: string | null;
  /** The same as a part of the explanation (explanation-parts.ts). */
  skipped: ExplanationPart | null;
}

export const NO_WALLET_DEDUCTIONS: WalletDeductions = {
  subscrDed: 0,
  cashDed: 0,
  creditDed: 0,
  totalDeduction: 0,
  skippedBecause: null,
  skipped: null,
};

export function applyWallet(args: {
  /** The amount to pay (after discount and GST), in minor units. */
  amountDue: number;
  currency: Currency;
  wallet: WalletDetails | null;
  useWallet: boolean;
  isRecurring: boolean;
  cashCreditEnabled: boolean;
}): WalletDeductions {
  const skipped = (reason: ExplanationPart | null): WalletDeductions => ({
    ...NO_WALLET_DEDUCTIONS,
    skippedBecause: reason && inEnglish(reason),
    skipped: reason,
  });
  if (!args.useWallet) return skipped(null);
  // A recurring mandate debits the same amount every period; wallet balances would make it vary.
  if (args.isRecurring) return skipped(part("walletNotForRecurring"));
  if (!args.wallet) return skipped(null);
  if (args.wallet.currency !== args.currency)
    return skipped(part("walletOtherCurrency", { wallet: args.wallet.currency, bill: args.currency }));

  let left = Math.max(0, args.amountDue);
  // Whole rupees / cents only, so what is left to pay stays a whole chargeable amount.
  const take = (balance: number): number => {
    const used = Math.min(floorToChargeable(Math.max(0, balance), args.currency), left);
    left -= used;
    return used;
  };
  const subscrDed = take(args.wallet.SubscrCredit);
  const cashDed = args.cashCreditEnabled ? take(args.wallet.CashCredit) : 0;
  const creditDed = take(args.wallet.Credit);
  return { subscrDed, cashDed, creditDed, totalDeduction: subscrDed + cashDed + creditDed, skippedBecause: null, skipped: null };
}
