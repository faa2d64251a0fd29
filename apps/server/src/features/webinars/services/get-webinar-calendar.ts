import type { AppDeps } from "../../../deps.ts";
import { calendarFileName, webinarCalendar } from "../../../integrations/calendar/webinar-calendar.ts";
import { findEntitledWebinar } from "./find-webinar-access.ts";
import { calendarWebinar, webinarMailContext } from "./webinar-mail-context.ts";
import type { WebinarCaller } from "./webinar-view.ts";

/** My Webinars' "Add to calendar": the same invitation the confirmation mail carried, for a registrant. */
export async function getWebinarCalendar(
  deps: AppDeps,
  caller: WebinarCaller,
  webinarId: number,
): Promise<{ fileName: string; body: string }> {
  const webinar = await findEntitledWebinar(deps, caller, webinarId);
  return {
    fileName: calendarFileName(webinar.title),
    body: webinarCalendar(calendarWebinar(webinar), { ...webinarMailContext(deps), cancelled: webinar.status === "cancelled" }),
  };
}
