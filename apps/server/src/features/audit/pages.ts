import { parseKeysetCursor } from "@investar/core";
import type { AuditPageServices } from "@investar/contract/pages/audit";
import type { AppDeps } from "../../deps.ts";
import { listAudit } from "./services/list-audit.ts";

/** /admin/audit's service, bound to this app's dependencies. */
export function auditPageServices(deps: AppDeps): AuditPageServices {
  return {
    listAudit: async (filter, at) => {
      if ("page" in at) return listAudit(deps, filter, at);
      const text = "older" in at ? at.older : at.newer;
      const cursor = parseKeysetCursor(text);
      if (!cursor) return null;
      return listAudit(deps, filter, "older" in at ? { older: cursor } : { newer: cursor });
    },
  };
}
