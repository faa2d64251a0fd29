/**
 * The wallet as the server keeps it and the my-wallet page shows it (docs/business-rules.md#wallet-details): three kinds of credit
 * per currency, and the append-only ledger's rows. Defined once for the database's check constraint, the
 * wallet services and the page.
 */
import type { Currency } from "./money.ts";

export const WALLET_KINDS = ["subscription", "cash", "general"] as const;

export type WalletKind = (typeof WALLET_KINDS)[number];

/** One ledger row. Money in minor units: positive credit, negative debit. */
export interface WalletEntry {
  id: number;
  currency: Currency;
  kind: WalletKind;
  amount: number;
  reason: string;
  reference: string | null;
  /** ISO timestamp. */
  createdAt: string;
}

/** The my-wallet page: balances, one page of the ledger (newest first) and the switch that decides the spending order. */
export interface WalletPage {
  /** Minor units by currency and kind: USD balances stay in dollars (GetUSDWalletDetails), never converted. */
  balances: Record<Currency, Record<WalletKind, number>>;
  entries: WalletEntry[];
  totalEntries: number;
  page: number;
  pageCount: number;
  /** docs/business-rules.md#wallet-credit-order: cash credit pays for subscriptions only when the vendor enables it. */
  cashCreditEnabled: boolean;
}

/**
 * docs/business-rules.md#referral-take-back: how much of a referral reward (minor units) a refund takes back
 * from the referrer's general credit `balance`: all of it if it is still there, else what is left — never
 * below zero — and the rest is the shortfall staff follow up.
 */
export function referralTakeBack(reward: number, balance: number): { takeBack: number; shortfall: number } {
  const takeBack = Math.max(0, Math.min(reward, balance));
  return { takeBack, shortfall: reward - takeBack };
}
