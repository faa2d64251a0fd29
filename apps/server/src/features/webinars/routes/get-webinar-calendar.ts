import { create as contentDisposition } from "content-disposition";
import { access } from "../../../auth/access.ts";
import { CALENDAR_CONTENT_TYPE } from "../../../integrations/calendar/webinar-calendar.ts";
import { getWebinarCalendar } from "../services/get-webinar-calendar.ts";
import { webinarIdQuery } from "./webinar-schemas.ts";
import { route } from "./route.ts";

export default route(
  { method: "GET", path: "/api/education/GetWebinarCalendar", query: webinarIdQuery },
  {
    config: { access: access.user },
    summary: 'Our addition: the webinar as an .ics calendar file, for someone registered for it (My Webinars\' "Add to calendar")',
    handler: async (request, { deps, caller, reply }) => {
      const calendar = await getWebinarCalendar(deps, caller, request.query.webinarId);
      return reply
        .type(CALENDAR_CONTENT_TYPE)
        .header("content-disposition", contentDisposition(calendar.fileName))
        .header("cache-control", "private, no-store")
        .send(calendar.body);
    },
  },
);
