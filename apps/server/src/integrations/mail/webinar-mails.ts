import { formatDuration, formatIstDateTime, formatMoney, type Currency } from "@investar/core";
import { CALENDAR_CONTENT_TYPE, calendarFileName, webinarCalendar, type CalendarWebinar } from "../calendar/webinar-calendar.ts";
import { composeMail } from "./mail-layout.ts";

export interface WebinarMailContext {
  publicUrl: string;
  vendorDomain: string;
}

interface Recipient {
  email: string;
  name: string;
}

const firstName = (name: string) => name.trim().split(/\s+/)[0] || "there";
const myWebinarsUrl = (ctx: WebinarMailContext) => `${ctx.publicUrl}/education/my-webinars`;
const when = (w: CalendarWebinar) => `${formatIstDateTime(w.dateTime)} (${formatDuration(w.durationMinutes)})`;

function invitation(w: CalendarWebinar, ctx: WebinarMailContext, cancelled = false) {
  return [
    {
      filename: calendarFileName(w.title),
      contentType: `${CALENDAR_CONTENT_TYPE}; method=${cancelled ? "CANCEL" : "PUBLISH"}`,
      content: webinarCalendar(w, { ...ctx, cancelled }),
    },
  ];
}

/** Sent in the transaction that gives the seat, with the calendar invitation attached. */
export function webinarRegistrationMail(to: Recipient, w: CalendarWebinar, ctx: WebinarMailContext) {
  return composeMail({
    to: to.email,
    subject: `You are registered: ${w.title}`,
    greeting: `Hello ${firstName(to.name)},`,
    paragraphs: [
      `Your seat for "${w.title}" is confirmed. It starts on ${when(w)}.`,
      w.presenter ? `Your presenter is ${w.presenter}.` : "",
      "The join link appears in My Webinars 30 minutes before the start, and we will remind you a day and an hour before. The attached invitation adds the session to your calendar.",
    ].filter(Boolean),
    action: { label: "Open My Webinars", url: myWebinarsUrl(ctx) },
    attachments: invitation(w, ctx),
  });
}

/** The reminders a day and an hour before the start; the hour reminder carries the join link itself. */
export function webinarReminderMail(to: Recipient, w: CalendarWebinar, kind: "day-before" | "hour-before", ctx: WebinarMailContext) {
  const soon = kind === "hour-before";
  return composeMail({
    to: to.email,
    subject: soon ? `Starting in an hour: ${w.title}` : `Tomorrow: ${w.title}`,
    greeting: `Hello ${firstName(to.name)},`,
    paragraphs: [
      soon ? `"${w.title}" starts in an hour, on ${when(w)}.` : `A reminder that "${w.title}" is on ${when(w)}.`,
      soon && w.joinUrl ? `Join here when it is time: ${w.joinUrl}` : "The join link appears in My Webinars 30 minutes before the start.",
    ],
    action: soon && w.joinUrl ? { label: "Join the webinar", url: w.joinUrl } : { label: "Open My Webinars", url: myWebinarsUrl(ctx) },
  });
}

export function webinarRecordingMail(to: Recipient, w: CalendarWebinar, ctx: WebinarMailContext) {
  return composeMail({
    to: to.email,
    subject: `Recording available: ${w.title}`,
    greeting: `Hello ${firstName(to.name)},`,
    paragraphs: [
      `The recording of "${w.title}" is ready. Watch it, and download the session's materials, in My Webinars whenever it suits you.`,
    ],
    action: { label: "Watch the recording", url: myWebinarsUrl(ctx) },
  });
}

export function webinarCancelledMail(
  to: Recipient,
  w: CalendarWebinar,
  reason: string,
  refund: { amount: number; currency: Currency } | null,
  ctx: WebinarMailContext,
) {
  return composeMail({
    to: to.email,
    subject: `Cancelled: ${w.title}`,
    greeting: `Hello ${firstName(to.name)},`,
    paragraphs: [
      `We are sorry: "${w.title}", planned for ${formatIstDateTime(w.dateTime)}, has been cancelled.`,
      reason ? `The reason: ${reason}` : "",
      refund ? `What you paid, ${formatMoney(refund.amount, refund.currency)}, has been added to your Investar wallet as cash credit.` : "",
      "The attached file removes the session from your calendar. See the upcoming webinars for another session.",
    ].filter(Boolean),
    action: { label: "See upcoming webinars", url: `${ctx.publicUrl}/education/technical-analysis-training` },
    attachments: invitation(w, ctx, true),
  });
}
