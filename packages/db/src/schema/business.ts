import { check, integer, jsonb, pgTable, text, timestamp } from "drizzle-orm/pg-core";
import { sql } from "drizzle-orm";
import type { BusinessProfileFields } from "@investar/core";

/**
 * The business profile (ADR 0033): one row, replaced whole by each save, which the audit log records
 * (before and after). `version` counts the saves, so a document can say which profile it was issued under.
 */
export const businessProfile = pgTable(
  "business_profile",
  {
    id: integer("id").primaryKey().default(1),
    profile: jsonb("profile").$type<BusinessProfileFields>().notNull(),
    version: integer("version").notNull().default(1),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull(),
    updatedBy: integer("updated_by"),
  },
  (t) => [check("business_profile_one_row", sql`${t.id} = 1`)],
);

/**
 * Launch steps staff confirm by hand (the catalogue reviewed, …): the launch checklist reads them
 * beside what it can see for itself. A row is the step done; no row, not yet.
 */
export const launchSteps = pgTable("launch_steps", {
  step: text("step").primaryKey(),
  doneAt: timestamp("done_at", { withTimezone: true }).notNull(),
  doneBy: integer("done_by"),
});
