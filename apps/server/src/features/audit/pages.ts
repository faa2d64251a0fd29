import type { AuditPageServices } from "@investar/contract/pages/audit";
import type { AppDeps } from "../../deps.ts";
import { listAudit } from "./services/list-audit.ts";

/** /admin/audit's service, bound to this app's dependencies. */
export function auditPageServices(deps: AppDeps): AuditPageServices {
  return {
    listAudit: (filter, page) => listAudit(deps, filter, page),
  };
}
