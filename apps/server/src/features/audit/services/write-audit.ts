import { schema, type Executor } from "@investar/db";

export interface AuditEntry {
  actorId: number | null;
  /** kebab-case verb, e.g. "manual-payment-status". */
  action: string;
  /** What it was done to, as "kind:id" ("order:INV-2026-…", "user:100042"). */
  subject: string;
  details: Record<string, unknown>;
  at: Date;
}

/** docs/architecture.md#audit-log: every admin action leaves a row; written in the caller's transaction so it commits with the action. */
export async function writeAudit(db: Executor, entry: AuditEntry): Promise<void> {
  await db.insert(schema.auditLog).values(entry);
}
