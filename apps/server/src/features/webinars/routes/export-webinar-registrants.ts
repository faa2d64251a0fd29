import { create as contentDisposition } from "content-disposition";
import { access, callerOf } from "../../../auth/access.ts";
import { downloadName } from "../../../http/download-name.ts";
import type { RouteModule } from "../../../http/app-types.ts";
import { exportWebinarRegistrants } from "../services/admin/export-webinar-registrants.ts";
import { webinarIdQuery } from "./webinar-schemas.ts";

const exportWebinarRegistrantsRoute: RouteModule = (app, deps) => {
  app.get(
    "/api/education/ExportWebinarRegistrants",
    {
      config: { access: access.admin },
      schema: {
        tags: ["education"],
        summary: "Admin: every registrant of a webinar as a CSV file; the export is audit-logged",
        security: [{ bearer: [] }],
        querystring: webinarIdQuery,
      },
    },
    async (request, reply) => {
      const admin = await callerOf(request);
      const { title, csv } = await exportWebinarRegistrants(deps, admin.userId, request.query.webinarId);
      return reply
        .type("text/csv; charset=utf-8")
        .header("content-disposition", contentDisposition(downloadName(title, " registrants.csv")))
        .header("cache-control", "private, no-store")
        .send(csv);
    },
  );
};

export default exportWebinarRegistrantsRoute;
