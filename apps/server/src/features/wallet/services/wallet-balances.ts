import { and, eq, sql, type AnyColumn, type SQL } from "drizzle-orm";
import type { Currency, WalletKind } from "@investar/core";
import { qualified, schema, type Executor } from "@investar/db";

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
  return foldBalances(rows);
}

interface BalanceRow {
  currency: Currency;
  kind: WalletKind;
  balance: number;
  entries: number;
}

function foldBalances(rows: BalanceRow[]): WalletBalances {
  const byCurrency: Record<Currency, KindBalances> = { INR: zero(), USD: zero() };
  let entries = 0;
  for (const row of rows) {
    byCurrency[row.currency][row.kind] = row.balance;
    entries += row.entries;
  }
  return { byCurrency, entries };
}

/**
 * The same sums as a JSON subquery, for a page that reads its data in one query (ADR 0057); the user is an SQL
 * expression, e.g. the outer query's user id column. Read the value back with walletBalancesFromJson.
 */
export function walletBalancesJson(userId: AnyColumn): SQL<unknown> {
  const t = schema.walletLedger;
  // A sum(bigint) is numeric, a JSON number here: balances stay far below 2^53.
  return sql`(select coalesce(json_agg(b), '[]'::json) from (select ${qualified(t.currency)} as currency, ${qualified(t.kind)} as kind, coalesce(sum(${qualified(t.amount)}), 0) as balance, count(*)::int as entries from ${t} where ${qualified(t.userId)} = ${qualified(userId)} group by 1, 2) b)`;
}

export function walletBalancesFromJson(json: unknown): WalletBalances {
  return foldBalances((json as BalanceRow[]).map((row) => ({ ...row, balance: Number(row.balance) })));
}
