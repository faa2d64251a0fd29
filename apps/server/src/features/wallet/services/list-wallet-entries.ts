import { count, desc, eq } from "drizzle-orm";
import { DEFAULT_PAGE_SIZE, pageWindow, type PageWindow, type WalletEntry } from "@investar/core";
import { schema } from "@investar/db";
import type { AppDeps } from "../../../deps.ts";

export interface WalletEntriesPage {
  entries: WalletEntry[];
  totalEntries: number;
  pager: PageWindow;
}

/** GetUsersWalletDetails: the ledger newest first, docs/business-rules.md#pager page size 10. A page past the end shows the last page. */
export async function listWalletEntries(deps: AppDeps, userId: number, requestedPage: number): Promise<WalletEntriesPage> {
  const t = schema.walletLedger;
  const [counted] = await deps.db.select({ n: count() }).from(t).where(eq(t.userId, userId));
  const totalEntries = counted?.n ?? 0;
  const pager = pageWindow(totalEntries, requestedPage, DEFAULT_PAGE_SIZE);
  const rows = await deps.db
    .select()
    .from(t)
    .where(eq(t.userId, userId))
    .orderBy(desc(t.createdAt), desc(t.id))
    .limit(DEFAULT_PAGE_SIZE)
    .offset((pager.page - 1) * DEFAULT_PAGE_SIZE);
  const entries = rows.map((row) => ({
    id: row.id,
    currency: row.currency,
    kind: row.kind,
    amount: row.amount,
    reason: row.reason,
    reference: row.reference,
    createdAt: row.createdAt.toISOString(),
  }));
  return { entries, totalEntries, pager };
}
