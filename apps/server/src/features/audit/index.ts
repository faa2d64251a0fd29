/** What other features may use of audit; everything else in this folder is its own. */
export { auditPageServices } from "./pages.ts";
export { auditedEdit } from "./services/audited-edit.ts";
export type { AuditedEdit } from "./services/audited-edit.ts";
export { grantRole } from "./services/grant-role.ts";
export { listAudit, type AuditPosition } from "./services/list-audit.ts";
export { writeAudit } from "./services/write-audit.ts";
