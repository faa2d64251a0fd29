import { eq } from "drizzle-orm";
import { schema } from "@investar/db";
import type { TestApp } from "./test-app.ts";
import type { TestUser } from "./sessions.ts";

export type WebinarValues = Partial<typeof schema.webinars.$inferInsert>;

const HOUR = 3_600_000;

/** A webinar of the technical-analysis track starting `hoursFromNow` after `now` (negative: already held). */
export async function addWebinar(t: TestApp, now: Date, hoursFromNow: number, values: WebinarValues = {}): Promise<number> {
  const [row] = await t.db
    .insert(schema.webinars)
    .values({
      title: `Session ${Math.random().toString(36).slice(2, 8)}`,
      level: "Beginner",
      language: "English",
      dateTime: new Date(now.getTime() + hoursFromNow * HOUR),
      durationMinutes: 60,
      presenter: "Asha Rao",
      joinUrl: "https://meet.example.com/session",
      ...values,
    })
    .returning({ id: schema.webinars.id });
  return row!.id;
}

/** A seat given directly, as an activation would (registeredAt defaults to long before anything is due). */
export async function addSeat(
  t: TestApp,
  webinarId: number,
  user: TestUser,
  values: Partial<typeof schema.webinarRegistrations.$inferInsert> = {},
): Promise<void> {
  await t.db
    .insert(schema.webinarRegistrations)
    .values({ webinarId, userId: user.userId, source: "free", registeredAt: new Date(0), ...values });
}

export async function seededWebinarId(t: TestApp, title: string): Promise<number> {
  const [row] = await t.db.select({ id: schema.webinars.id }).from(schema.webinars).where(eq(schema.webinars.title, title));
  if (!row) throw new Error(`no seeded webinar "${title}"`);
  return row.id;
}
