CREATE TABLE "setup_builds" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "setup_builds_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"channel" text NOT NULL,
	"version" text NOT NULL,
	"file_name" text NOT NULL,
	"storage_key" text NOT NULL,
	"size" bigint NOT NULL,
	"sha256" text NOT NULL,
	"uploaded_at" timestamp with time zone NOT NULL,
	"uploaded_by" integer,
	"promoted_from_id" integer,
	CONSTRAINT "setup_builds_storage_key_unique" UNIQUE("storage_key"),
	CONSTRAINT "setup_builds_promoted_from_id_unique" UNIQUE("promoted_from_id")
);
--> statement-breakpoint
ALTER TABLE "setup_builds" ADD CONSTRAINT "setup_builds_uploaded_by_users_id_fk" FOREIGN KEY ("uploaded_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "setup_builds" ADD CONSTRAINT "setup_builds_promoted_from_fk" FOREIGN KEY ("promoted_from_id") REFERENCES "public"."setup_builds"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "setup_builds_channel_idx" ON "setup_builds" USING btree ("channel","uploaded_at");