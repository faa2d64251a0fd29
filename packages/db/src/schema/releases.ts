import { bigint, boolean, date, foreignKey, index, integer, jsonb, pgTable, text, timestamp } from "drizzle-orm/pg-core";
import { users } from "./users.ts";

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

/**
 * Installers uploaded by admins (admin/UploadSetup) or promoted from Beta to Prod (admin/PromoteSetup).
 * The newest row of a channel is what GET /api/download/setup/:channel serves; the bytes are in the file
 * store under `storage_key`, and the SHA-256 is the one computed while they streamed in.
 */
export const setupBuilds = pgTable(
  "setup_builds",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    channel: text("channel", { enum: ["Beta", "Prod"] }).notNull(),
    version: text("version").notNull(),
    /** The name the download is saved under (InvestarSetup-<version>.exe). */
    fileName: text("file_name").notNull(),
    storageKey: text("storage_key").notNull().unique(),
    size: bigint("size", { mode: "number" }).notNull(),
    sha256: text("sha256").notNull(),
    uploadedAt: timestamp("uploaded_at", { withTimezone: true }).notNull(),
    uploadedBy: integer("uploaded_by").references(() => users.id, { onDelete: "set null" }),
    /** The Beta build a Prod build was promoted from; each Beta build is promoted at most once. */
    promotedFromId: integer("promoted_from_id").unique(),
  },
  (t) => [
    index("setup_builds_channel_idx").on(t.channel, t.uploadedAt),
    foreignKey({ columns: [t.promotedFromId], foreignColumns: [t.id], name: "setup_builds_promoted_from_fk" }).onDelete("set null"),
  ],
);
