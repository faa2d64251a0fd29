CREATE TABLE "mobile_trial_numbers" (
	"mobile_key" text PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"activated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "rate_limit_hits" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "rate_limit_hits_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"rule" text NOT NULL,
	"key" text NOT NULL,
	"at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "orders" DROP CONSTRAINT "orders_status_valid";--> statement-breakpoint
ALTER TABLE "mobile_trial_numbers" ADD CONSTRAINT "mobile_trial_numbers_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "rate_limit_hits_rule_key_at_idx" ON "rate_limit_hits" USING btree ("rule","key","at");--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_status_valid" CHECK ("orders"."status" in ('created', 'pending', 'paid', 'failed', 'cancelled', 'refunded', 'partially-refunded'));--> statement-breakpoint
-- hand-written
-- Trials taken before numbers were keyed: the first account per 10-digit Indian number keeps the key.
INSERT INTO "mobile_trial_numbers" ("mobile_key", "user_id", "activated_at")
SELECT DISTINCT ON ('+91' || "mobile_number") '+91' || "mobile_number", "user_id", "activated_at"
FROM "mobile_trials"
WHERE "mobile_number" ~ '^[6-9][0-9]{9}$'
ORDER BY '+91' || "mobile_number", "activated_at"
ON CONFLICT DO NOTHING;
