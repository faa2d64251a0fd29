import type { AppDeps } from "../../../deps.ts";
import type { Transaction } from "../../../database/transaction.ts";
import { writeAudit } from "./write-audit.ts";

/** What an edit makes stale (the cache bus's topics). */
type CacheTopic = Parameters<AppDeps["caches"]["invalidate"]>[0];

export interface AuditedEdit<T> {
  /** What the audit row shows as "before" (null: it did not exist). */
  before: unknown;
  /** … and as "after" (null: it is gone). */
  after: unknown;
  result: T;
  /** The audit row's subject when it is known only after the change (a new row's id). */
  subject?: string;
}

/**
 * Every back-office change (docs/business-rules.md#back-office-oversight): the change and its audit row (who, when, before, after) in one
 * transaction, then what it makes stale dropped on every instance (ADR 0016's cache bus), so customers
 * see it within moments wherever their requests land.
 */
export async function auditedEdit<T>(
  deps: Pick<AppDeps, "db" | "now" | "caches">,
  change: { actorId: number; action: string; subject?: string; invalidates: CacheTopic },
  work: (tx: Transaction) => Promise<AuditedEdit<T>>,
): Promise<T> {
  const result = await deps.db.transaction(async (tx) => {
    const edit = await work(tx);
    await writeAudit(tx, {
      actorId: change.actorId,
      action: change.action,
      subject: edit.subject ?? change.subject ?? change.action,
      details: { before: edit.before, after: edit.after },
      at: deps.now(),
    });
    return edit.result;
  });
  await deps.caches.invalidate(change.invalidates);
  return result;
}
