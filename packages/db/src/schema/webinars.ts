import { bigint, boolean, check, index, integer, pgTable, primaryKey, text, timestamp } from "drizzle-orm/pg-core";
import { sql } from "drizzle-orm";
import { users } from "./users.ts";

export type WebinarLevel = "Beginner" | "Intermediate" | "Expert";
export type WebinarLanguage = "English" | "Hindi";

/**
 * Live webinars (SPEC §3 Webinar/video), the minimum payment/RegisterWebinarForFree needs: what it is,
 * when, and its price in each currency (minor units). Recordings, presenters and the education pages
 * add their columns when they are built.
 */
export const webinars = pgTable(
  "webinars",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    title: text("title").notNull(),
    level: text("level").$type<WebinarLevel>().notNull(),
    language: text("language").$type<WebinarLanguage>().notNull(),
    dateTime: timestamp("date_time", { withTimezone: true }).notNull(),
    inrAmount: bigint("inr_amount", { mode: "number" }).notNull().default(0),
    usdAmount: bigint("usd_amount", { mode: "number" }).notNull().default(0),
    isPaidWebinar: boolean("is_paid_webinar").notNull().default(false),
  },
  (t) => [check("webinars_amounts_check", sql`${t.inrAmount} >= 0 AND ${t.usdAmount} >= 0`)],
);

/** Who is registered for which webinar; the key makes a registration exist at most once. */
export const webinarRegistrations = pgTable(
  "webinar_registrations",
  {
    webinarId: integer("webinar_id")
      .notNull()
      .references(() => webinars.id, { onDelete: "cascade" }),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    /** How the seat was obtained: free (free webinar, or paid one within the subscribers' limit) or bought. */
    source: text("source").$type<"free" | "subscriber" | "paid">().notNull(),
    registeredAt: timestamp("registered_at", { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.webinarId, t.userId] }), index("webinar_registrations_user_idx").on(t.userId)],
);
