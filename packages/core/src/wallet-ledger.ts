/**
 * The wallet as the server keeps it and the my-wallet page shows it (issue 5 §7): three kinds of credit
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
