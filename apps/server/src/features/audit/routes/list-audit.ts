import { parseKeysetCursor } from "@investar/core";
import { access } from "../../../auth/access.ts";
import type { RouteModule } from "../../../http/app-types.ts";
import { listAudit, type AuditPosition } from "../services/list-audit.ts";
import { ADMIN_AUDIT_TAG, auditPageSchema, listAuditQuery } from "../../admin-users/index.ts";

const listAuditRoute: RouteModule = (app, deps) => {
  app.get(
    "/api/admin/ListAudit",
    {
      config: { access: access.admin },
      schema: {
        tags: [ADMIN_AUDIT_TAG],
        summary:
          "Admin: the audit log newest first, 10 a page; filtered by actor (user id or email), action, subject and India days from–to; " +
          "pages numbered up to 100, then `older`/`newer` keyset positions from the answer",
        security: [{ bearer: [] }],
        querystring: listAuditQuery,
        response: { 200: auditPageSchema },
      },
    },
    async (request) => {
      const { page, older, newer, ...filter } = request.query;
      // The schema has checked that a given position is a cursor.
      const position: AuditPosition =
        older !== undefined ? { older: parseKeysetCursor(older)! } : newer !== undefined ? { newer: parseKeysetCursor(newer)! } : { page };
      return listAudit(deps, filter, position);
    },
  );
};

export default listAuditRoute;
