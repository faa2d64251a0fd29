CREATE TABLE "renewal_reminders" (
	"user_id" integer NOT NULL,
	"kind" text NOT NULL,
	"reminder" text NOT NULL,
	"expiry_date" date NOT NULL,
	"queued_at" timestamp with time zone NOT NULL,
	CONSTRAINT "renewal_reminders_user_id_kind_reminder_expiry_date_pk" PRIMARY KEY("user_id","kind","reminder","expiry_date"),
	CONSTRAINT "renewal_reminders_kind_valid" CHECK ("renewal_reminders"."reminder" in ('7-days', '3-days', '1-day', 'expired', 'trial-ending'))
);
--> statement-breakpoint
CREATE TABLE "subscription_scheduled_changes" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "subscription_scheduled_changes_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" integer NOT NULL,
	"kind" text NOT NULL,
	"base_product" text NOT NULL,
	"addons" jsonb NOT NULL,
	"no_of_licenses" integer NOT NULL,
	"effective_on" date NOT NULL,
	"order_number" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"applied_at" timestamp with time zone,
	"cancelled_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "users" ALTER COLUMN "subscription_flags" SET DEFAULT '{"newsletter":false,"productUpdates":true,"webinarInvites":false,"offers":false,"renewalReminders":true}'::jsonb;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "landing_page" integer;--> statement-breakpoint
ALTER TABLE "renewal_reminders" ADD CONSTRAINT "renewal_reminders_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subscription_scheduled_changes" ADD CONSTRAINT "subscription_scheduled_changes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "subscription_scheduled_changes_pending" ON "subscription_scheduled_changes" USING btree ("user_id","kind") WHERE "subscription_scheduled_changes"."applied_at" is null and "subscription_scheduled_changes"."cancelled_at" is null;--> statement-breakpoint
CREATE INDEX "subscription_scheduled_changes_due" ON "subscription_scheduled_changes" USING btree ("effective_on") WHERE "subscription_scheduled_changes"."applied_at" is null and "subscription_scheduled_changes"."cancelled_at" is null;