import { boolean, date, index, integer, jsonb, pgTable, text, timestamp } from "drizzle-orm/pg-core";

/** The desktop program's release notes (user/GetVersionHistory), per channel. */
export const versionHistory = pgTable(
  "version_history",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    version: text("version").notNull(),
    releasedOn: date("released_on", { mode: "string" }).notNull(),
    isBeta: boolean("is_beta").notNull().default(false),
    highlights: jsonb("highlights").$type<string[]>().notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("version_history_channel_idx").on(t.isBeta, t.releasedOn)],
);
