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

/** The invitation's visible texts; a mail's invitation speaks its recipient's language (docs/adr/0060-mails-in-the-customers-language.md). */
export interface CalendarTexts {
  name: string;
  presenter: (presenter: string) => string;
  join: (url: string) => string;
  joinLater: (myWebinars: string) => string;
}

const englishTexts: CalendarTexts = {
  name: "Investar webinars",
  presenter: (presenter) => `Presenter: ${presenter}`,
  join: (url) => `Join: ${url}`,
  joinLater: (myWebinars) => `The join link appears in My Webinars 30 minutes before the start: ${myWebinars}`,
};

export const CALENDAR_CONTENT_TYPE = "text/calendar; charset=utf-8";

/**
 * An iCalendar file for one webinar (RFC 5545, through ical-generator): the same UID in the invitation and
 * in a cancellation, so a calendar that imported the first removes the event on the second. The details
 * point back to My Webinars, where the join link opens shortly before the start.
 */
export function webinarCalendar(
  webinar: CalendarWebinar,
  options: { publicUrl: string; vendorDomain: string; cancelled?: boolean; texts?: CalendarTexts },
): string {
  const texts = options.texts ?? englishTexts;
  const calendar = ical({ name: texts.name, prodId: { company: "Investar", product: "webinars" } });
  calendar.method(options.cancelled ? ICalCalendarMethod.CANCEL : ICalCalendarMethod.PUBLISH);
  const myWebinars = `${options.publicUrl}/education/my-webinars`;
  const lines = [
    webinar.description,
    webinar.presenter ? texts.presenter(webinar.presenter) : "",
    webinar.joinUrl ? texts.join(webinar.joinUrl) : texts.joinLater(myWebinars),
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
