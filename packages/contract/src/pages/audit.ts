/** What /admin/audit reads from the audit feature. */
import type { AuditFilter, AuditPage } from "@investar/core";

/** A page by number, or the entries older or newer than a keyset position from the address (ADR 0063). */
export type AuditPageAt = { page: number } | { older: string } | { newer: string };

export interface AuditPageServices {
  /** /admin/audit: the audit log, newest first, filtered, 10 a page; null when the address's position is not one. */
  listAudit(filter: AuditFilter, at: AuditPageAt): Promise<AuditPage | null>;
}
