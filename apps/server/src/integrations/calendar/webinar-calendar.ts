import ical, { ICalCalendarMethod, ICalEventStatus } from "ical-generator";
import { webinarEnd } from "@investar/core";
import { downloadName } from "../../http/download-name.ts";

export interface CalendarWebinar {
  id: number;
  title: string;
  description: string;
  presenter: string;
  dateTime: Date;
  durationMinutes: number;
  /** Only for registrants; empty when there is none yet. */
  joinUrl: string;
}

export const CALENDAR_CONTENT_TYPE = "text/calendar; charset=utf-8";

/**
 * An iCalendar file for one webinar (RFC 5545, through ical-generator): the same UID in the invitation and
 * in a cancellation, so a calendar that imported the first removes the event on the second. The details
 * point back to My Webinars, where the join link opens shortly before the start.
 */
export function webinarCalendar(
  webinar: CalendarWebinar,
  options: { publicUrl: string; vendorDomain: string; cancelled?: boolean },
): string {
  const calendar = ical({ name: "Investar webinars", prodId: { company: "Investar", product: "webinars" } });
  calendar.method(options.cancelled ? ICalCalendarMethod.CANCEL : ICalCalendarMethod.PUBLISH);
  const myWebinars = `${options.publicUrl}/education/my-webinars`;
  const lines = [
    webinar.description,
    webinar.presenter ? `Presenter: ${webinar.presenter}` : "",
    webinar.joinUrl ? `Join: ${webinar.joinUrl}` : `The join link appears in My Webinars 30 minutes before the start: ${myWebinars}`,
  ].filter(Boolean);
  calendar.createEvent({
    id: `webinar-${webinar.id}@${options.vendorDomain}`,
    start: webinar.dateTime,
    end: webinarEnd(webinar),
    summary: webinar.title,
    description: lines.join("\n\n"),
    location: webinar.joinUrl || myWebinars,
    url: webinar.joinUrl || myWebinars,
    sequence: options.cancelled ? 1 : 0,
    status: options.cancelled ? ICalEventStatus.CANCELLED : ICalEventStatus.CONFIRMED,
  });
  return calendar.toString();
}

/** The file name a calendar invitation is offered under. */
export const calendarFileName = (title: string) => downloadName(title, ".ics");
