import { describe, expect, it } from "vitest";
import {
  effectiveWebinarStatus,
  isJoinLinkOpen,
  isPastWebinar,
  isRegistrationOpen,
  isReminderDue,
  isUpcomingWebinar,
  reminderStartWindow,
  type WebinarTimes,
} from "../../src/education/index.ts";

const MIN = 60_000;
const start = new Date("2026-05-01T13:30:00Z");
const webinar: WebinarTimes = { status: "scheduled", dateTime: start, durationMinutes: 90 };
const at = (minutesFromStart: number) => new Date(start.getTime() + minutesFromStart * MIN);

describe("webinar timing", () => {
  it("is scheduled before the start, live during it and ended after, unless cancelled", () => {
    expect(effectiveWebinarStatus(webinar, at(-1))).toBe("scheduled");
    expect(effectiveWebinarStatus(webinar, at(0))).toBe("live");
    expect(effectiveWebinarStatus(webinar, at(89))).toBe("live");
    expect(effectiveWebinarStatus(webinar, at(90))).toBe("ended");
    expect(effectiveWebinarStatus({ ...webinar, status: "cancelled" }, at(-60))).toBe("cancelled");
    expect(effectiveWebinarStatus({ ...webinar, status: "ended" }, at(-60))).toBe("ended");
    expect(effectiveWebinarStatus({ ...webinar, status: "live" }, at(-5))).toBe("live");
  });

  it("lists a webinar as upcoming until it ends and as past after; a cancelled one in neither", () => {
    expect([isUpcomingWebinar(webinar, at(30)), isPastWebinar(webinar, at(30))]).toEqual([true, false]);
    expect([isUpcomingWebinar(webinar, at(91)), isPastWebinar(webinar, at(91))]).toEqual([false, true]);
    const cancelled = { ...webinar, status: "cancelled" as const };
    expect([isUpcomingWebinar(cancelled, at(-60)), isPastWebinar(cancelled, at(200))]).toEqual([false, false]);
  });

  it("closes registration at the start", () => {
    expect(isRegistrationOpen(webinar, at(-1))).toBe(true);
    expect(isRegistrationOpen(webinar, at(0))).toBe(false);
  });

  it("shows the join link from 30 minutes before the start until the end", () => {
    expect(isJoinLinkOpen(webinar, at(-31))).toBe(false);
    expect(isJoinLinkOpen(webinar, at(-30))).toBe(true);
    expect(isJoinLinkOpen(webinar, at(89))).toBe(true);
    expect(isJoinLinkOpen(webinar, at(90))).toBe(false);
  });

  it("makes the day-before reminder due from 24 h to 1 h before, for those registered earlier", () => {
    const early = at(-3 * 24 * 60);
    expect(isReminderDue("day-before", webinar, early, at(-24 * 60 - 1))).toBe(false);
    expect(isReminderDue("day-before", webinar, early, at(-24 * 60))).toBe(true);
    expect(isReminderDue("day-before", webinar, early, at(-61))).toBe(true);
    expect(isReminderDue("day-before", webinar, early, at(-60))).toBe(false);
    // Registered 20 hours before: the confirmation said it all; no "tomorrow" mail.
    expect(isReminderDue("day-before", webinar, at(-20 * 60), at(-10 * 60))).toBe(false);
  });

  it("makes the hour-before reminder due in the last hour, never after the start or for a cancelled webinar", () => {
    const early = at(-3 * 24 * 60);
    expect(isReminderDue("hour-before", webinar, early, at(-60))).toBe(true);
    expect(isReminderDue("hour-before", webinar, early, at(-1))).toBe(true);
    expect(isReminderDue("hour-before", webinar, early, at(0))).toBe(false);
    expect(isReminderDue("hour-before", { ...webinar, status: "cancelled" }, early, at(-30))).toBe(false);
    expect(isReminderDue("hour-before", webinar, at(-59), at(-30))).toBe(false);
  });

  it("asks the database only for starts inside a reminder's window", () => {
    const now = at(-120);
    expect(reminderStartWindow("hour-before", now)).toEqual({ from: now, to: new Date(now.getTime() + 60 * MIN) });
    expect(reminderStartWindow("day-before", now)).toEqual({
      from: new Date(now.getTime() + 60 * MIN),
      to: new Date(now.getTime() + 24 * 60 * MIN),
    });
  });
});
