import { and, desc, eq } from "drizzle-orm";
import { formatKeysetCursor, KEYSET_PAGE_SIZE, type KeysetCursor, type WalletEntry } from "@investar/core";
import { schema } from "@investar/db";
import { cursorTime, olderThan } from "../../../database/keyset.ts";
import type { AppDeps } from "../../../deps.ts";

export interface WalletMovements {
  entries: WalletEntry[];
  /** Where the next older page starts, or null when these are the oldest. */
  older: string | null;
}

/**
 * A customer's wallet movements newest first, a page at a time by keyset (ADR 0063): the page after `older` is read
 * from the (user_id, created_at, id) index, so the hundredth page costs what the first does and nothing is counted.
 */
export async function listWalletMovements(
  deps: AppDeps,
  userId: number,
  older: KeysetCursor | null,
  size = KEYSET_PAGE_SIZE,
): Promise<WalletMovements> {
  const t = schema.walletLedger;
  const rows = await deps.db
    .select({
      id: t.id,
      currency: t.currency,
      kind: t.kind,
      amount: t.amount,
      reason: t.reason,
      reference: t.reference,
      createdAt: t.createdAt,
      position: cursorTime(t.createdAt),
    })
    .from(t)
    .where(and(eq(t.userId, userId), older ? olderThan(t.createdAt, t.id, older) : undefined))
    .orderBy(desc(t.createdAt), desc(t.id))
    .limit(size + 1);
  const page = rows.slice(0, size);
  const last = page.at(-1);
  return {
    entries: page.map(({ position: _position, ...row }) => ({ ...row, createdAt: row.createdAt.toISOString() })),
    older: rows.length > size && last ? formatKeysetCursor({ at: last.position, id: last.id, kind: "" }) : null,
  };
}
