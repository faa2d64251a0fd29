import { and, eq, sql } from "drizzle-orm";
import type { Currency, WalletKind } from "@investar/core";
import { schema, type Executor } from "@investar/db";

export type KindBalances = Record<WalletKind, number>;

export interface WalletBalances {
  /** Minor units per currency and kind; zero where nothing was ever credited. */
  byCurrency: Record<Currency, KindBalances>;
  /** Ledger rows the user has (any currency), so "never had a wallet" can be told from "spent it all". */
  entries: number;
}

const zero = (): KindBalances => ({ subscription: 0, cash: 0, general: 0 });

/**
 * The one place a wallet balance is computed: the sum of the user's ledger rows (docs/architecture.md#wallet-ledger, the
 * balance is always derived). debitWallet calls it under the user's row lock.
 */
export async function walletBalances(db: Executor, userId: number, currency?: Currency): Promise<WalletBalances> {
  const t = schema.walletLedger;
  const rows = await db
    .select({
      currency: t.currency,
      kind: t.kind,
      // sum(bigint) is numeric: read it as a string and convert (balances stay far below 2^53).
      balance: sql<string>`coalesce(sum(${t.amount}), 0)`.mapWith(Number),
      entries: sql<number>`count(*)::int`,
    })
    .from(t)
    .where(currency ? and(eq(t.userId, userId), eq(t.currency, currency)) : eq(t.userId, userId))
    .groupBy(t.currency, t.kind);
  const byCurrency: Record<Currency, KindBalances> = { INR: zero(), USD: zero() };
  let entries = 0;
  for (const row of rows) {
    byCurrency[row.currency][row.kind] = row.balance;
    entries += row.entries;
  }
  return { byCurrency, entries };
}
