import { and, eq, gt, isNotNull, lte, ne, notExists } from "drizzle-orm";
import { effectiveWebinarStatus, isReminderDue, REMINDER_KINDS, reminderStartWindow } from "@investar/core";
import { schema } from "@investar/db";
import type { WebinarNoticeKind } from "@investar/db/schema/webinars";
import type { AppDeps } from "../../../deps.ts";
import { enqueueMail, type OutgoingMail } from "../../../integrations/mail/enqueue-mail.ts";
import { webinarRecordingMail, webinarReminderMail } from "../../../integrations/mail/webinar-mails.ts";
import { calendarWebinar, webinarMailContext } from "./webinar-mail-context.ts";
import type { WebinarRow } from "./webinar-view.ts";

/** Mails queued per kind and run; the rest wait for the next run, so one run stays short. */
const BATCH = 500;

export type NoticeReport = Record<"day-before" | "hour-before" | "recording", number>;

interface Candidate {
  webinar: WebinarRow;
  userId: number;
  registeredAt: Date;
  email: string;
  name: string;
  language: string;
}

const r = schema.webinarRegistrations;
const w = schema.webinars;
const n = schema.webinarNotices;

function candidates(deps: AppDeps, kind: WebinarNoticeKind, ...conditions: Parameters<typeof and>) {
  const unsent = notExists(
    deps.db
      .select({ one: n.userId })
      .from(n)
      .where(and(eq(n.webinarId, r.webinarId), eq(n.userId, r.userId), eq(n.kind, kind))),
  );
  return deps.db
    .select({
      webinar: w,
      userId: r.userId,
      registeredAt: r.registeredAt,
      email: schema.users.email,
      name: schema.users.fullName,
      language: schema.users.language,
    })
    .from(r)
    .innerJoin(w, eq(w.id, r.webinarId))
    .innerJoin(schema.users, eq(schema.users.id, r.userId))
    .where(and(eq(w.isVideo, false), ne(w.status, "cancelled"), unsent, ...conditions))
    .limit(BATCH);
}

/**
 * Claims one notice and queues its mail in one transaction: the key (webinar, user, kind) lets exactly
 * one instance, once, insert it, so a reminder goes out once across instances and restarts (ADR 0017).
 */
async function claimAndQueue(deps: AppDeps, c: Candidate, kind: WebinarNoticeKind, mail: OutgoingMail): Promise<boolean> {
  return deps.db.transaction(async (tx) => {
    const claimed = await tx
      .insert(n)
      .values({ webinarId: c.webinar.id, userId: c.userId, kind, queuedAt: deps.now() })
      .onConflictDoNothing()
      .returning({ userId: n.userId });
    if (claimed.length === 0) return false;
    await enqueueMail(tx, mail);
    return true;
  });
}

/** The job behind the reminders a day and an hour before, and the "recording available" mail after the session. */
export async function sendWebinarNotices(deps: AppDeps): Promise<NoticeReport> {
  const report: NoticeReport = { "day-before": 0, "hour-before": 0, recording: 0 };
  const now = deps.now();
  const ctx = webinarMailContext(deps);
  for (const kind of REMINDER_KINDS) {
    const window = reminderStartWindow(kind, now);
    const due = (await candidates(deps, kind, gt(w.dateTime, window.from), lte(w.dateTime, window.to))).filter((c) =>
      isReminderDue(kind, c.webinar, c.registeredAt, now),
    );
    for (const c of due)
      if (await claimAndQueue(deps, c, kind, webinarReminderMail(c, calendarWebinar(c.webinar, c.language), kind, ctx))) report[kind] += 1;
  }
  const recorded = (await candidates(deps, "recording", isNotNull(w.recordingKey), lte(w.dateTime, now))).filter(
    (c) => effectiveWebinarStatus(c.webinar, now) === "ended",
  );
  for (const c of recorded)
    if (await claimAndQueue(deps, c, "recording", webinarRecordingMail(c, calendarWebinar(c.webinar, c.language), ctx)))
      report.recording += 1;
  if (report["day-before"] + report["hour-before"] + report.recording > 0) deps.mail.nudge();
  return report;
}
