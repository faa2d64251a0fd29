CREATE TABLE "video_playlist_syncs" (
	"playlist_id" text PRIMARY KEY NOT NULL,
	"category" text NOT NULL,
	"last_attempt_at" timestamp with time zone NOT NULL,
	"last_success_at" timestamp with time zone,
	"last_error" text,
	"video_count" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "webinar_materials" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "webinar_materials_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"webinar_id" integer NOT NULL,
	"file_name" text NOT NULL,
	"file_key" text NOT NULL,
	"content_type" text NOT NULL,
	"size" bigint NOT NULL,
	"uploaded_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "webinar_notices" (
	"webinar_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"kind" text NOT NULL,
	"queued_at" timestamp with time zone NOT NULL,
	CONSTRAINT "webinar_notices_webinar_id_user_id_kind_pk" PRIMARY KEY("webinar_id","user_id","kind")
);
--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD COLUMN "attachments" jsonb;--> statement-breakpoint
ALTER TABLE "webinar_registrations" ADD COLUMN "amount_paid" bigint;--> statement-breakpoint
ALTER TABLE "webinar_registrations" ADD COLUMN "currency" text;--> statement-breakpoint
ALTER TABLE "webinar_registrations" ADD COLUMN "order_number" text;--> statement-breakpoint
ALTER TABLE "webinar_registrations" ADD COLUMN "refunded_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "webinars" ADD COLUMN "track" text DEFAULT 'technical-analysis' NOT NULL;--> statement-breakpoint
ALTER TABLE "webinars" ADD COLUMN "is_video" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "webinars" ADD COLUMN "description" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "webinars" ADD COLUMN "prerequisite" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "webinars" ADD COLUMN "duration_minutes" integer DEFAULT 60 NOT NULL;--> statement-breakpoint
ALTER TABLE "webinars" ADD COLUMN "presenter" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "webinars" ADD COLUMN "about_presenter" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "webinars" ADD COLUMN "category" text;--> statement-breakpoint
ALTER TABLE "webinars" ADD COLUMN "thumbnail_url" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "webinars" ADD COLUMN "video_id" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "webinars" ADD COLUMN "discount" integer;--> statement-breakpoint
ALTER TABLE "webinars" ADD COLUMN "discount_end_date" date;--> statement-breakpoint
ALTER TABLE "webinars" ADD COLUMN "coupon_code" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "webinars" ADD COLUMN "seat_limit" integer;--> statement-breakpoint
ALTER TABLE "webinars" ADD COLUMN "join_url" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "webinars" ADD COLUMN "status" text DEFAULT 'scheduled' NOT NULL;--> statement-breakpoint
ALTER TABLE "webinars" ADD COLUMN "cancellation_reason" text;--> statement-breakpoint
ALTER TABLE "webinars" ADD COLUMN "cancelled_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "webinars" ADD COLUMN "series" text;--> statement-breakpoint
ALTER TABLE "webinars" ADD COLUMN "recording_key" text;--> statement-breakpoint
ALTER TABLE "webinars" ADD COLUMN "recording_type" text;--> statement-breakpoint
ALTER TABLE "webinars" ADD COLUMN "recording_size" bigint;--> statement-breakpoint
ALTER TABLE "webinars" ADD COLUMN "recording_uploaded_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "webinars" ADD COLUMN "playlist_id" text;--> statement-breakpoint
ALTER TABLE "webinars" ADD COLUMN "position" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "webinars" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "webinar_materials" ADD CONSTRAINT "webinar_materials_webinar_id_webinars_id_fk" FOREIGN KEY ("webinar_id") REFERENCES "public"."webinars"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "webinar_notices" ADD CONSTRAINT "webinar_notices_webinar_id_webinars_id_fk" FOREIGN KEY ("webinar_id") REFERENCES "public"."webinars"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "webinar_notices" ADD CONSTRAINT "webinar_notices_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "webinar_materials_webinar_idx" ON "webinar_materials" USING btree ("webinar_id");--> statement-breakpoint
CREATE UNIQUE INDEX "webinar_materials_name_idx" ON "webinar_materials" USING btree ("webinar_id","file_name");--> statement-breakpoint
CREATE INDEX "webinars_listing_idx" ON "webinars" USING btree ("track","is_video","date_time");--> statement-breakpoint
CREATE UNIQUE INDEX "webinars_playlist_video_idx" ON "webinars" USING btree ("playlist_id","video_id") WHERE "webinars"."playlist_id" IS NOT NULL;--> statement-breakpoint
ALTER TABLE "webinars" ADD CONSTRAINT "webinars_seat_limit_check" CHECK ("webinars"."seat_limit" IS NULL OR "webinars"."seat_limit" > 0);--> statement-breakpoint
ALTER TABLE "webinars" ADD CONSTRAINT "webinars_discount_check" CHECK ("webinars"."discount" IS NULL OR ("webinars"."discount" >= 0 AND "webinars"."discount" <= 100));