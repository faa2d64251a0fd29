import { create as contentDisposition } from "content-disposition";
import { access, callerOf } from "../../../auth/access.ts";
import type { RouteModule } from "../../../http/app-types.ts";
import { CALENDAR_CONTENT_TYPE } from "../../../integrations/calendar/webinar-calendar.ts";
import { getWebinarCalendar } from "../services/get-webinar-calendar.ts";
import { webinarIdQuery } from "./webinar-schemas.ts";

const getWebinarCalendarRoute: RouteModule = (app, deps) => {
  app.get(
    "/api/education/GetWebinarCalendar",
    {
      config: { access: access.user },
      schema: {
        tags: ["education"],
        summary: 'Our addition: the webinar as an .ics calendar file, for someone registered for it (My Webinars\' "Add to calendar")',
        security: [{ bearer: [] }],
        querystring: webinarIdQuery,
      },
    },
    async (request, reply) => {
      const caller = await callerOf(request);
      const calendar = await getWebinarCalendar(deps, caller, request.query.webinarId);
      return reply
        .type(CALENDAR_CONTENT_TYPE)
        .header("content-disposition", contentDisposition(calendar.fileName))
        .header("cache-control", "private, no-store")
        .send(calendar.body);
    },
  );
};

export default getWebinarCalendarRoute;
