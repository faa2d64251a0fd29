import { access } from "../../../auth/access.ts";
import { exportAudit } from "../services/export-audit.ts";
import { auditFilterQuery } from "../../admin-users/index.ts";
import { route } from "./route.ts";

export default route(
  { method: "GET", path: "/api/admin/ExportAudit", query: auditFilterQuery },
  {
    config: { access: access.admin },
    summary:
      "Admin: the audit rows ListAudit's filters find, as a CSV file (before and after in their own columns); the export is audit-logged",
    handler: async (request, { deps, caller: admin, reply }) => {
      const csv = await exportAudit(deps, admin.userId, request.query);
      const day = deps.now().toISOString().slice(0, 10);
      return reply
        .type("text/csv; charset=utf-8")
        .header("content-disposition", `attachment; filename="audit-${day}.csv"`)
        .header("cache-control", "private, no-store")
        .send(csv);
    },
  },
);
