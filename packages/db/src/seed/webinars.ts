import type { webinars } from "../schema/webinars.ts";

const DAY_MS = 86_400_000;

/** 7 pm India time (13:30 UTC), `days` days after `from`: the hour the vendor's live sessions run. */
function eveningAfter(from: Date, days: number): Date {
  const day = new Date(from.getTime() + days * DAY_MS);
  return new Date(Date.UTC(day.getUTCFullYear(), day.getUTCMonth(), day.getUTCDate(), 13, 30));
}

/**
 * Three demo webinars, one on each side of the catalogue's free-webinar limit (₹500 / $7): a free one,
 * a paid one subscribers get free, and a paid one above the limit. Dated from the seeding day so a fresh
 * database always has upcoming sessions.
 */
export function seedWebinars(now: Date): (typeof webinars.$inferInsert)[] {
  return [
    { title: "Basics of Technical Analysis", level: "Beginner", language: "English", dateTime: eveningAfter(now, 7), inrAmount: 0, usdAmount: 0, isPaidWebinar: false },
    { title: "Trading Supply and Demand Zones", level: "Intermediate", language: "Hindi", dateTime: eveningAfter(now, 14), inrAmount: 499_00, usdAmount: 6_00, isPaidWebinar: true },
    { title: "Options Strategies Masterclass", level: "Expert", language: "English", dateTime: eveningAfter(now, 21), inrAmount: 2999_00, usdAmount: 39_00, isPaidWebinar: true },
  ];
}
