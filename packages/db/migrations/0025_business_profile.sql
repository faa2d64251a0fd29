CREATE TABLE "business_profile" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"profile" jsonb NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	"updated_by" integer,
	CONSTRAINT "business_profile_one_row" CHECK ("business_profile"."id" = 1)
);
--> statement-breakpoint
CREATE TABLE "launch_steps" (
	"step" text PRIMARY KEY NOT NULL,
	"done_at" timestamp with time zone NOT NULL,
	"done_by" integer
);
