import { access, callerOf } from "../../../auth/access.ts";
import type { RouteModule } from "../../../http/app-types.ts";
import { exportAudit } from "../services/export-audit.ts";
import { ADMIN_AUDIT_TAG, auditFilterQuery } from "../../admin-users/index.ts";

const exportAuditRoute: RouteModule = (app, deps) => {
  app.get(
    "/api/admin/ExportAudit",
    {
      config: { access: access.admin },
      schema: {
        tags: [ADMIN_AUDIT_TAG],
        summary:
          "Admin: the audit rows ListAudit's filters find, as a CSV file (before and after in their own columns); the export is audit-logged",
        security: [{ bearer: [] }],
        querystring: auditFilterQuery,
      },
    },
    async (request, reply) => {
      const admin = await callerOf(request);
      const csv = await exportAudit(deps, admin.userId, request.query);
      const day = deps.now().toISOString().slice(0, 10);
      return reply
        .type("text/csv; charset=utf-8")
        .header("content-disposition", `attachment; filename="audit-${day}.csv"`)
        .header("cache-control", "private, no-store")
        .send(csv);
    },
  );
};

export default exportAuditRoute;
