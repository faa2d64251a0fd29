import { parseKeysetCursor } from "@investar/core";
import { access } from "../../../auth/access.ts";
import { listAudit, type AuditPosition } from "../services/list-audit.ts";
import { auditPageSchema, listAuditQuery } from "../../admin-users/index.ts";
import { route } from "./route.ts";

export default route(
  { method: "GET", path: "/api/admin/ListAudit", query: listAuditQuery, answer: auditPageSchema },
  {
    config: { access: access.admin },
    summary:
      "Admin: the audit log newest first, 10 a page; filtered by actor (user id or email), action, subject and India days from–to; " +
      "pages numbered up to 100, then `older`/`newer` keyset positions from the answer",
    handler: async (request, { deps }) => {
      const { page, older, newer, ...filter } = request.query;
      // The schema has checked that a given position is a cursor.
      const position: AuditPosition =
        older !== undefined ? { older: parseKeysetCursor(older)! } : newer !== undefined ? { newer: parseKeysetCursor(newer)! } : { page };
      return listAudit(deps, filter, position);
    },
  },
);
