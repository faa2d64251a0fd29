/** Renewals (ADR 0026): changes a renewal schedules for the old expiry, and the reminders sent before and at expiry. */
import { sql } from "drizzle-orm";
import { check, date, index, integer, jsonb, pgTable, primaryKey, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import { RENEWAL_REMINDER_KINDS, type RenewalReminderKind } from "@investar/core";
import { oneOf } from "./one-of.ts";
import { userIdColumn } from "./user-id-column.ts";

/**
 * What a subscription switches to on `effective_on` (the day after the old expiry), because a renewal took
 * something away (ADR 0003, 0026). At most one pending per user and kind; applied or cancelled once.
 */
export const subscriptionScheduledChanges = pgTable(
  "subscription_scheduled_changes",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    userId: userIdColumn(),
    kind: text("kind").$type<"tool" | "mobile">().notNull(),
    baseProduct: text("base_product").notNull(),
    addons: jsonb("addons").$type<string[]>().notNull(),
    noOfLicenses: integer("no_of_licenses").notNull(),
    /** First India day of the new contents. */
    effectiveOn: date("effective_on", { mode: "string" }).notNull(),
    /** The renewal order that scheduled it. */
    orderNumber: text("order_number").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull(),
    appliedAt: timestamp("applied_at", { withTimezone: true }),
    cancelledAt: timestamp("cancelled_at", { withTimezone: true }),
  },
  (t) => [
    uniqueIndex("subscription_scheduled_changes_pending")
      .on(t.userId, t.kind)
      .where(sql`${t.appliedAt} is null and ${t.cancelledAt} is null`),
    index("subscription_scheduled_changes_due")
      .on(t.effectiveOn)
      .where(sql`${t.appliedAt} is null and ${t.cancelledAt} is null`),
  ],
);

/**
 * One row per reminder queued: the key (user, subscription kind, reminder, the expiry it is about) lets
 * exactly one run, once, insert it, so restarts and other instances never resend, and a renewal (a new
 * expiry date) starts a fresh set.
 */
export const renewalReminders = pgTable(
  "renewal_reminders",
  {
    userId: userIdColumn(),
    kind: text("kind").$type<"tool" | "mobile">().notNull(),
    reminder: text("reminder").$type<RenewalReminderKind>().notNull(),
    expiryDate: date("expiry_date", { mode: "string" }).notNull(),
    queuedAt: timestamp("queued_at", { withTimezone: true }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.kind, t.reminder, t.expiryDate] }),
    check("renewal_reminders_kind_valid", oneOf(t.reminder, RENEWAL_REMINDER_KINDS)),
  ],
);
