import type { WebinarStatus } from "./webinar-fields.ts";

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

/** The join link shows this long before the start (ADR 0017; My Webinars). */
export const JOIN_LINK_OPENS_MINUTES = 30;

export interface WebinarTimes {
  status: WebinarStatus;
  dateTime: Date;
  durationMinutes: number;
}

export const webinarEnd = (w: Pick<WebinarTimes, "dateTime" | "durationMinutes">): Date =>
  new Date(w.dateTime.getTime() + w.durationMinutes * MINUTE);

/**
 * The status a visitor sees: a cancelled or ended webinar stays so; a scheduled one is live from its start
 * to its end and ended after, so nobody has to flip the status by hand at the hour.
 */
export function effectiveWebinarStatus(w: WebinarTimes, now: Date): WebinarStatus {
  if (w.status === "cancelled" || w.status === "ended") return w.status;
  if (now >= webinarEnd(w)) return "ended";
  if (w.status === "live" || now >= w.dateTime) return "live";
  return "scheduled";
}

/** Listed as upcoming (isLiveWebinar=true) until it ends; past once ended; cancelled in neither list. */
export function isUpcomingWebinar(w: WebinarTimes, now: Date): boolean {
  const status = effectiveWebinarStatus(w, now);
  return status === "scheduled" || status === "live";
}

export function isPastWebinar(w: WebinarTimes, now: Date): boolean {
  return effectiveWebinarStatus(w, now) === "ended";
}

/** Free registration closes at the start: a live or past session cannot be signed up for any more. */
export function isRegistrationOpen(w: WebinarTimes, now: Date): boolean {
  return effectiveWebinarStatus(w, now) === "scheduled" && now < w.dateTime;
}

/** Registrants see the join link from 30 minutes before the start until the session ends. */
export function isJoinLinkOpen(w: WebinarTimes, now: Date): boolean {
  return isUpcomingWebinar(w, now) && now.getTime() >= w.dateTime.getTime() - JOIN_LINK_OPENS_MINUTES * MINUTE;
}

/** The two reminders, each sent once per registrant. */
export const REMINDER_KINDS = ["day-before", "hour-before"] as const;
export type ReminderKind = (typeof REMINDER_KINDS)[number];

const REMINDER_LEAD: Record<ReminderKind, number> = { "day-before": 24 * HOUR, "hour-before": HOUR };
/** Where each reminder's window closes: the next reminder's lead, or the start. */
const REMINDER_CLOSE: Record<ReminderKind, number> = { "day-before": HOUR, "hour-before": 0 };

/**
 * Whether a reminder is due now: inside its window (24 h → 1 h before the start, 1 h → the start) and only
 * for someone who registered before the window opened; a later registrant just got the confirmation,
 * which says the same. A job that was down catches up as long as the window is still open.
 */
export function isReminderDue(kind: ReminderKind, w: WebinarTimes, registeredAt: Date, now: Date): boolean {
  if (effectiveWebinarStatus(w, now) !== "scheduled") return false;
  const start = w.dateTime.getTime();
  const opens = start - REMINDER_LEAD[kind];
  return now.getTime() >= opens && now.getTime() < start - REMINDER_CLOSE[kind] && registeredAt.getTime() < opens;
}

/** The SQL-side window of a reminder, so the job asks the database only for webinars that can be due. */
export function reminderStartWindow(kind: ReminderKind, now: Date): { from: Date; to: Date } {
  return { from: new Date(now.getTime() + REMINDER_CLOSE[kind]), to: new Date(now.getTime() + REMINDER_LEAD[kind]) };
}
