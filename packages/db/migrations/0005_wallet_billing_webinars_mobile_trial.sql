CREATE TABLE "payment_detail_strings" (
	"user_id" integer NOT NULL,
	"string_id" text NOT NULL,
	"value" text NOT NULL,
	"saved_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	CONSTRAINT "payment_detail_strings_user_id_string_id_pk" PRIMARY KEY("user_id","string_id")
);
--> statement-breakpoint
CREATE TABLE "user_payment_form_details" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"address" text NOT NULL,
	"city" text NOT NULL,
	"state" text NOT NULL,
	"pin_code" text NOT NULL,
	"country" text NOT NULL,
	"phone" text NOT NULL,
	"gstin" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "webinar_registrations" (
	"webinar_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"source" text NOT NULL,
	"registered_at" timestamp with time zone NOT NULL,
	CONSTRAINT "webinar_registrations_webinar_id_user_id_pk" PRIMARY KEY("webinar_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "webinars" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "webinars_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"title" text NOT NULL,
	"level" text NOT NULL,
	"language" text NOT NULL,
	"date_time" timestamp with time zone NOT NULL,
	"inr_amount" bigint DEFAULT 0 NOT NULL,
	"usd_amount" bigint DEFAULT 0 NOT NULL,
	"is_paid_webinar" boolean DEFAULT false NOT NULL,
	CONSTRAINT "webinars_amounts_check" CHECK ("webinars"."inr_amount" >= 0 AND "webinars"."usd_amount" >= 0)
);
--> statement-breakpoint
CREATE TABLE "mobile_trials" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"mobile_number" text NOT NULL,
	"activated_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "payment_detail_strings" ADD CONSTRAINT "payment_detail_strings_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_payment_form_details" ADD CONSTRAINT "user_payment_form_details_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "webinar_registrations" ADD CONSTRAINT "webinar_registrations_webinar_id_webinars_id_fk" FOREIGN KEY ("webinar_id") REFERENCES "public"."webinars"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "webinar_registrations" ADD CONSTRAINT "webinar_registrations_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mobile_trials" ADD CONSTRAINT "mobile_trials_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "payment_detail_strings_user_saved_idx" ON "payment_detail_strings" USING btree ("user_id","saved_at");--> statement-breakpoint
CREATE INDEX "webinar_registrations_user_idx" ON "webinar_registrations" USING btree ("user_id");