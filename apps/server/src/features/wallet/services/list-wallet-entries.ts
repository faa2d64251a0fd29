import { count, desc, eq } from "drizzle-orm";
import { DEFAULT_PAGE_SIZE, formatKeysetCursor, pageWindow, type PageWindow, type WalletEntry } from "@investar/core";
import { schema } from "@investar/db";
import { cursorTime } from "../../../database/keyset.ts";
import type { AppDeps } from "../../../deps.ts";

export interface WalletEntriesPage {
  entries: WalletEntry[];
  totalEntries: number;
  pager: PageWindow;
  /** Where the page after this one starts by keyset (ADR 0063), or null on the last page. */
  older: string | null;
}

/**
 * GetUsersWalletDetails: the ledger newest first, docs/business-rules.md#pager page size 10. A page past the end shows
 * the last page. `knownTotal`: the ledger's rows when the caller has them (the balances' query counts them), so
 * they are not counted again.
 */
export async function listWalletEntries(
  deps: AppDeps,
  userId: number,
  requestedPage: number,
  knownTotal?: number,
): Promise<WalletEntriesPage> {
  const t = schema.walletLedger;
  const totalEntries = knownTotal ?? (await deps.db.select({ n: count() }).from(t).where(eq(t.userId, userId)))[0]?.n ?? 0;
  const pager = pageWindow(totalEntries, requestedPage, DEFAULT_PAGE_SIZE);
  const rows = await deps.db
    .select({ row: t, position: cursorTime(t.createdAt) })
    .from(t)
    .where(eq(t.userId, userId))
    .orderBy(desc(t.createdAt), desc(t.id))
    .limit(DEFAULT_PAGE_SIZE)
    .offset((pager.page - 1) * DEFAULT_PAGE_SIZE);
  const entries = rows.map(({ row }) => ({
    id: row.id,
    currency: row.currency,
    kind: row.kind,
    amount: row.amount,
    reason: row.reason,
    reference: row.reference,
    createdAt: row.createdAt.toISOString(),
  }));
  const last = rows.at(-1);
  const older = pager.page < pager.pageCount && last ? formatKeysetCursor({ at: last.position, id: last.row.id, kind: "" }) : null;
  return { entries, totalEntries, pager, older };
}
