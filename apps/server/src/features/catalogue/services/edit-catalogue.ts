import type { AppDeps } from "../../../deps.ts";
import { auditedEdit, type AuditedEdit } from "../../audit/index.ts";
import type { Transaction } from "../../../database/transaction.ts";

export type CatalogueEdit<T> = AuditedEdit<T>;

/**
 * Every back-office change of the catalogue (ADR 0024): audited, then the catalogue dropped on every
 * instance, so the next quote anywhere prices with it.
 */
export function editCatalogue<T>(
  deps: AppDeps,
  change: { actorId: number; action: string; subject: string },
  work: (tx: Transaction) => Promise<CatalogueEdit<T>>,
): Promise<T> {
  return auditedEdit(deps, { ...change, invalidates: "catalogue" }, work);
}
