import { create as contentDisposition } from "content-disposition";
import { access } from "../../../auth/access.ts";
import { downloadName } from "../../../http/download-name.ts";
import { exportWebinarRegistrants } from "../services/admin/export-webinar-registrants.ts";
import { webinarIdQuery } from "./webinar-schemas.ts";
import { route } from "./route.ts";

export default route(
  { method: "GET", path: "/api/education/ExportWebinarRegistrants", query: webinarIdQuery },
  {
    config: { access: access.admin },
    summary: "Admin: every registrant of a webinar as a CSV file; the export is audit-logged",
    handler: async (request, { deps, caller: admin, reply }) => {
      const { title, csv } = await exportWebinarRegistrants(deps, admin.userId, request.query.webinarId);
      return reply
        .type("text/csv; charset=utf-8")
        .header("content-disposition", contentDisposition(downloadName(title, " registrants.csv")))
        .header("cache-control", "private, no-store")
        .send(csv);
    },
  },
);
