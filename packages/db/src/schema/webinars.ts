import { bigint, boolean, check, date, index, integer, pgTable, primaryKey, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import { sql } from "drizzle-orm";
import type { SeatSource, VideoCategory, WebinarLanguage, WebinarLevel, WebinarStatus, WebinarTrack } from "@investar/core";
import { userIdColumn } from "./user-id-column.ts";
import { partOf } from "./reference-columns.ts";

export type { WebinarLanguage, WebinarLevel };

/**
 * Webinars and training videos: every field of the product's webinar/video entity
 * (docs/business-rules.md#webinar-video) plus what running a live session needs — a seat limit, a join
 * link for registrants, a recording and materials in the file store, a status (ADR 0017).
 */
export const webinars = pgTable(
  "webinars",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    track: text("track").$type<WebinarTrack>().notNull().default("technical-analysis"),
    isVideo: boolean("is_video").notNull().default(false),
    title: text("title").notNull(),
    description: text("description").notNull().default(""),
    /** Hindi twins: null until translated (docs/adr/0062-hindi-content-texts.md). */
    titleHi: text("title_hi"),
    descriptionHi: text("description_hi"),
    prerequisite: text("prerequisite").notNull().default(""),
    durationMinutes: integer("duration_minutes").notNull().default(60),
    presenter: text("presenter").notNull().default(""),
    aboutPresenter: text("about_presenter").notNull().default(""),
    level: text("level").$type<WebinarLevel>().notNull(),
    language: text("language").$type<WebinarLanguage>().notNull(),
    category: text("category").$type<VideoCategory>(),
    thumbnailUrl: text("thumbnail_url").notNull().default(""),
    /** The video provider's id (training videos; a webinar may link its published video too). */
    videoId: text("video_id").notNull().default(""),
    dateTime: timestamp("date_time", { withTimezone: true }).notNull(),
    inrAmount: bigint("inr_amount", { mode: "number" }).notNull().default(0),
    usdAmount: bigint("usd_amount", { mode: "number" }).notNull().default(0),
    isPaidWebinar: boolean("is_paid_webinar").notNull().default(false),
    /** The webinar's own offer: percent, last day (India date), and the code it needs when not empty. */
    discount: integer("discount"),
    discountEndDate: date("discount_end_date", { mode: "string" }),
    couponCode: text("coupon_code").notNull().default(""),
    /** Null: no limit. */
    seatLimit: integer("seat_limit"),
    /** Shown only to registrants, from 30 minutes before the start. */
    joinUrl: text("join_url").notNull().default(""),
    status: text("status").$type<WebinarStatus>().notNull().default("scheduled"),
    cancellationReason: text("cancellation_reason"),
    cancelledAt: timestamp("cancelled_at", { withTimezone: true }),
    /** A series several sessions belong to (e.g. the Basics of Technical Analysis). */
    series: text("series"),
    /** The recording in the file store; its type and size as uploaded. */
    recordingKey: text("recording_key"),
    recordingType: text("recording_type"),
    recordingSize: bigint("recording_size", { mode: "number" }),
    recordingUploadedAt: timestamp("recording_uploaded_at", { withTimezone: true }),
    /** Videos copied from the provider's playlist: which playlist (null for those staff entered or seeded). */
    playlistId: text("playlist_id"),
    /** Order within its playlist. */
    position: integer("position").notNull().default(0),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check("webinars_amounts_check", sql`${t.inrAmount} >= 0 AND ${t.usdAmount} >= 0`),
    check("webinars_seat_limit_check", sql`${t.seatLimit} IS NULL OR ${t.seatLimit} > 0`),
    check("webinars_discount_check", sql`${t.discount} IS NULL OR (${t.discount} >= 0 AND ${t.discount} <= 100)`),
    index("webinars_listing_idx").on(t.track, t.isVideo, t.dateTime),
    uniqueIndex("webinars_playlist_video_idx")
      .on(t.playlistId, t.videoId)
      .where(sql`${t.playlistId} IS NOT NULL`),
  ],
);

/** The webinar a row belongs to: deleting the webinar deletes the row. */
function webinarIdColumn() {
  return partOf("webinar_id", () => webinars.id);
}

/** Who holds a seat in which webinar; the key makes a registration exist at most once. */
export const webinarRegistrations = pgTable(
  "webinar_registrations",
  {
    webinarId: webinarIdColumn(),
    userId: userIdColumn(),
    /** How the seat was obtained: free (free webinar, or paid one within the subscribers' limit) or bought. */
    source: text("source").$type<SeatSource>().notNull(),
    registeredAt: timestamp("registered_at", { withTimezone: true }).notNull(),
    /** A bought seat: what was paid (minor units) and the order, so a cancellation can refund it. */
    amountPaid: bigint("amount_paid", { mode: "number" }),
    currency: text("currency").$type<"INR" | "USD">(),
    orderNumber: text("order_number"),
    /** Set once, when a cancellation refunded the seat to the wallet. */
    refundedAt: timestamp("refunded_at", { withTimezone: true }),
  },
  (t) => [
    primaryKey({ columns: [t.webinarId, t.userId] }),
    index("webinar_registrations_user_idx").on(t.userId),
    // The dashboard's registrations by day (ADR 0055).
    index("webinar_registrations_registered_at_idx").on(t.registeredAt),
  ],
);

/** Downloadable materials of a webinar (slides, notes), kept in the file store. */
export const webinarMaterials = pgTable(
  "webinar_materials",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    webinarId: webinarIdColumn(),
    /** The name shown and used inside the ZIP (made safe when uploaded). */
    fileName: text("file_name").notNull(),
    fileKey: text("file_key").notNull(),
    contentType: text("content_type").notNull(),
    size: bigint("size", { mode: "number" }).notNull(),
    uploadedAt: timestamp("uploaded_at", { withTimezone: true }).notNull(),
  },
  (t) => [index("webinar_materials_webinar_idx").on(t.webinarId), uniqueIndex("webinar_materials_name_idx").on(t.webinarId, t.fileName)],
);

export type WebinarNoticeKind = "day-before" | "hour-before" | "recording" | "cancelled";

/**
 * Each mail about a webinar that must go out once per registrant: the row is inserted in the transaction
 * that queues the mail, and its key lets exactly one instance, once, do so (ADR 0017).
 */
export const webinarNotices = pgTable(
  "webinar_notices",
  {
    webinarId: webinarIdColumn(),
    userId: userIdColumn(),
    kind: text("kind").$type<WebinarNoticeKind>().notNull(),
    queuedAt: timestamp("queued_at", { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.webinarId, t.userId, t.kind] })],
);

/** The last sync of each configured playlist: serving falls back to the stored videos while it is failing. */
export const videoPlaylistSyncs = pgTable("video_playlist_syncs", {
  playlistId: text("playlist_id").primaryKey(),
  category: text("category").$type<VideoCategory>().notNull(),
  lastAttemptAt: timestamp("last_attempt_at", { withTimezone: true }).notNull(),
  lastSuccessAt: timestamp("last_success_at", { withTimezone: true }),
  lastError: text("last_error"),
  videoCount: integer("video_count").notNull().default(0),
});
