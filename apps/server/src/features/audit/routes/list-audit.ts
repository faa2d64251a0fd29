import { access } from "../../../auth/access.ts";
import type { RouteModule } from "../../../http/app-types.ts";
import { listAudit } from "../services/list-audit.ts";
import { ADMIN_AUDIT_TAG, auditPageSchema, listAuditQuery } from "../../admin-users/index.ts";

const listAuditRoute: RouteModule = (app, deps) => {
  app.get(
    "/api/admin/ListAudit",
    {
      config: { access: access.admin },
      schema: {
        tags: [ADMIN_AUDIT_TAG],
        summary:
          "Admin: the audit log newest first, 10 a page; filtered by actor (user id or email), action, subject and India days from–to",
        security: [{ bearer: [] }],
        querystring: listAuditQuery,
        response: { 200: auditPageSchema },
      },
    },
    async (request) => {
      const { page, ...filter } = request.query;
      return listAudit(deps, filter, page);
    },
  );
};

export default listAuditRoute;
