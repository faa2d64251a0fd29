import type { AppDeps } from "../../deps.ts";
import { writeAudit } from "../admin/write-audit.ts";
import type { Transaction } from "../transaction.ts";

export interface CatalogueEdit<T> {
  /** What the audit row shows as "before" (null: it did not exist). */
  before: unknown;
  after: unknown;
  result: T;
}

/**
 * Every back-office change of the catalogue (issue 12): the change and its audit row (who, when, before,
 * after) in one transaction, then the catalogue dropped on every instance (ADR 0016's cache bus), so the
 * next quote anywhere prices with it.
 */
export async function editCatalogue<T>(
  deps: AppDeps,
  change: { actorId: number; action: string; subject: string },
  work: (tx: Transaction) => Promise<CatalogueEdit<T>>,
): Promise<T> {
  const result = await deps.db.transaction(async (tx) => {
    const edit = await work(tx);
    await writeAudit(tx, {
      actorId: change.actorId,
      action: change.action,
      subject: change.subject,
      details: { before: edit.before, after: edit.after },
      at: deps.now(),
    });
    return edit.result;
  });
  await deps.caches.invalidate("catalogue");
  return result;
}
