import type { Currency } from "@investar/core";
import { CALENDAR_CONTENT_TYPE, calendarFileName, webinarCalendar, type CalendarWebinar } from "../calendar/webinar-calendar.ts";
import { composeMail } from "./mail-layout.ts";
import { firstName, mailLocale, type MailLocale } from "./mail-text.ts";

export interface WebinarMailContext {
  publicUrl: string;
  vendorDomain: string;
}

interface Recipient {
  email: string;
  name: string;
  /** users.language: the mail and its calendar invitation are written in it (ADR 0060); English when absent. */
  language?: string | null;
}

const myWebinarsUrl = (ctx: WebinarMailContext) => `${ctx.publicUrl}/education/my-webinars`;

/** "1 h 30 min" (core's formatDuration) in English, "1 घंटा 30 मिनट" in Hindi. */
function duration({ t }: MailLocale, minutes: number): string {
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  const parts = [hours ? t("webinar.duration.hours", { hours }) : "", rest ? t("webinar.duration.minutes", { minutes: rest }) : ""];
  return parts.filter(Boolean).join(" ") || t("webinar.duration.minutes", { minutes: 0 });
}

const when = (locale: MailLocale, w: CalendarWebinar) =>
  locale.t("webinar.when", { dateTime: locale.dateTime(w.dateTime), duration: duration(locale, w.durationMinutes) });

function invitation({ t }: MailLocale, w: CalendarWebinar, ctx: WebinarMailContext, cancelled = false) {
  const texts = {
    name: t("webinar.calendar.name"),
    presenter: (presenter: string) => t("webinar.calendar.presenter", { presenter }),
    join: (url: string) => t("webinar.calendar.join", { url }),
    joinLater: (url: string) => t("webinar.calendar.joinLater", { url }),
  };
  return [
    {
      filename: calendarFileName(w.title),
      contentType: `${CALENDAR_CONTENT_TYPE}; method=${cancelled ? "CANCEL" : "PUBLISH"}`,
      content: webinarCalendar(w, { ...ctx, cancelled, texts }),
    },
  ];
}

function frame(locale: MailLocale, to: Recipient) {
  return { to: to.email, language: to.language, greeting: locale.t("greeting", { name: firstName(to.name) }) };
}

/** Sent in the transaction that gives the seat, with the calendar invitation attached. */
export function webinarRegistrationMail(to: Recipient, w: CalendarWebinar, ctx: WebinarMailContext) {
  const locale = mailLocale(to.language);
  const { t } = locale;
  return composeMail({
    ...frame(locale, to),
    subject: t("webinar.registered.subject", { title: w.title }),
    paragraphs: [
      t("webinar.registered.confirmed", { title: w.title, when: when(locale, w) }),
      w.presenter ? t("webinar.registered.presenter", { presenter: w.presenter }) : "",
      t("webinar.registered.joinLink"),
    ].filter(Boolean),
    action: { label: t("webinar.openMyWebinars"), url: myWebinarsUrl(ctx) },
    attachments: invitation(locale, w, ctx),
  });
}

/** The reminders a day and an hour before the start; the hour reminder carries the join link itself. */
export function webinarReminderMail(to: Recipient, w: CalendarWebinar, kind: "day-before" | "hour-before", ctx: WebinarMailContext) {
  const locale = mailLocale(to.language);
  const { t } = locale;
  const soon = kind === "hour-before";
  const facts = { title: w.title, when: when(locale, w) };
  return composeMail({
    ...frame(locale, to),
    subject: t(soon ? "webinar.reminder.subject.hour" : "webinar.reminder.subject.day", { title: w.title }),
    paragraphs: [
      t(soon ? "webinar.reminder.hour" : "webinar.reminder.day", facts),
      soon && w.joinUrl ? t("webinar.reminder.joinHere", { url: w.joinUrl }) : t("webinar.reminder.joinLater"),
    ],
    action:
      soon && w.joinUrl
        ? { label: t("webinar.reminder.join"), url: w.joinUrl }
        : { label: t("webinar.openMyWebinars"), url: myWebinarsUrl(ctx) },
  });
}

export function webinarRecordingMail(to: Recipient, w: CalendarWebinar, ctx: WebinarMailContext) {
  const locale = mailLocale(to.language);
  const { t } = locale;
  return composeMail({
    ...frame(locale, to),
    subject: t("webinar.recording.subject", { title: w.title }),
    paragraphs: [t("webinar.recording.ready", { title: w.title })],
    action: { label: t("webinar.recording.action"), url: myWebinarsUrl(ctx) },
  });
}

export function webinarCancelledMail(
  to: Recipient,
  w: CalendarWebinar,
  reason: string,
  refund: { amount: number; currency: Currency } | null,
  ctx: WebinarMailContext,
) {
  const locale = mailLocale(to.language);
  const { t } = locale;
  return composeMail({
    ...frame(locale, to),
    subject: t("webinar.cancelled.subject", { title: w.title }),
    paragraphs: [
      t("webinar.cancelled.sorry", { title: w.title, dateTime: locale.dateTime(w.dateTime) }),
      reason ? t("webinar.cancelled.reason", { reason }) : "",
      refund ? t("webinar.cancelled.refund", { amount: locale.money(refund.amount, refund.currency) }) : "",
      t("webinar.cancelled.calendar"),
    ].filter(Boolean),
    action: { label: t("webinar.cancelled.action"), url: `${ctx.publicUrl}/education/technical-analysis-training` },
    attachments: invitation(locale, w, ctx, true),
  });
}
