/** What /admin/audit reads from the audit feature. */
import type { AuditFilter, AuditPage } from "@investar/core";

export interface AuditPageServices {
  /** /admin/audit: the audit log, newest first, filtered, 10 a page. */
  listAudit(filter: AuditFilter, page: number): Promise<AuditPage>;
}
