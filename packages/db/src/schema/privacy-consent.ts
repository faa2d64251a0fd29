import { sql } from "drizzle-orm";
import { bigint, boolean, check, index, integer, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { userIdColumn } from "./user-id-column.ts";

/**
 * docs/business-rules.md#consent-records: every consent given or withdrawn (the notice, the 18+ declaration, each marketing kind),
 * never updated: the history is the evidence the DPDP Act asks a data fiduciary to keep.
 */
export const consentRecords = pgTable(
  "consent_records",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    userId: userIdColumn(),
    /** A core ConsentPurpose: "notice", "age-18-plus" or a marketing mail kind. */
    purpose: text("purpose").notNull(),
    given: boolean("given").notNull(),
    at: timestamp("at", { withTimezone: true }).notNull(),
    noticeVersion: text("notice_version").notNull(),
    /** A core ConsentSource: how it was given or withdrawn. */
    source: text("source").notNull(),
  },
  (t) => [index("consent_records_user_idx").on(t.userId, t.at)],
);

/**
 * docs/business-rules.md#data-download: a customer's request for a copy of their data. The background job builds the ZIP into the
 * file store; the mailed link (only its hash is kept) downloads it once, before it expires.
 */
export const dataExports = pgTable(
  "data_exports",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: userIdColumn(),
    status: text("status").$type<"pending" | "ready" | "failed">().notNull().default("pending"),
    requestedAt: timestamp("requested_at", { withTimezone: true }).notNull(),
    readyAt: timestamp("ready_at", { withTimezone: true }),
    fileKey: text("file_key"),
    size: bigint("size", { mode: "number" }),
    tokenHash: text("token_hash"),
    expiresAt: timestamp("expires_at", { withTimezone: true }),
    downloadedAt: timestamp("downloaded_at", { withTimezone: true }),
    error: text("error"),
  },
  (t) => [
    index("data_exports_user_idx").on(t.userId, t.requestedAt),
    index("data_exports_pending_idx")
      .on(t.requestedAt)
      .where(sql`${t.status} = 'pending'`),
    check("data_exports_status_valid", sql`${t.status} in ('pending', 'ready', 'failed')`),
  ],
);
