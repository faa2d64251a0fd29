import type { AppDeps } from "../../../deps.ts";
import type { CalendarWebinar } from "../../../integrations/calendar/webinar-calendar.ts";
import type { WebinarMailContext } from "../../../integrations/mail/webinar-mails.ts";
import type { WebinarRow } from "./webinar-view.ts";

export const webinarMailContext = (deps: AppDeps): WebinarMailContext => ({
  publicUrl: deps.config.publicUrl,
  vendorDomain: deps.config.vendorEmailDomain,
});

/** What mails and calendar files say about a webinar; the join link goes only to registrants. */
export const calendarWebinar = (row: WebinarRow): CalendarWebinar => ({
  id: row.id,
  title: row.title,
  description: row.description,
  presenter: row.presenter,
  dateTime: row.dateTime,
  durationMinutes: row.durationMinutes,
  joinUrl: row.joinUrl,
});
