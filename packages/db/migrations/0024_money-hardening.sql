CREATE TABLE "wallet_credit_requests" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "wallet_credit_requests_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" integer NOT NULL,
	"currency" text NOT NULL,
	"kind" text NOT NULL,
	"amount" bigint NOT NULL,
	"reason" text NOT NULL,
	"requested_by" integer NOT NULL,
	"requested_at" timestamp with time zone NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"decided_by" integer,
	"decided_at" timestamp with time zone,
	"wallet_entry_id" integer,
	CONSTRAINT "wallet_credit_requests_amount_positive" CHECK ("wallet_credit_requests"."amount" > 0),
	CONSTRAINT "wallet_credit_requests_kind_valid" CHECK ("wallet_credit_requests"."kind" in ('subscription', 'cash', 'general')),
	CONSTRAINT "wallet_credit_requests_status_valid" CHECK ("wallet_credit_requests"."status" in ('pending', 'approved', 'rejected')),
	CONSTRAINT "wallet_credit_requests_four_eyes" CHECK ("wallet_credit_requests"."decided_by" is null or "wallet_credit_requests"."decided_by" <> "wallet_credit_requests"."requested_by")
);
--> statement-breakpoint
ALTER TABLE "manual_payments" ADD COLUMN "reference_held" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "referral_rewards" ADD COLUMN "taken_back_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "referral_rewards" ADD COLUMN "taken_back_amount" bigint;--> statement-breakpoint
ALTER TABLE "referral_rewards" ADD COLUMN "take_back_shortfall" bigint;--> statement-breakpoint
ALTER TABLE "wallet_credit_requests" ADD CONSTRAINT "wallet_credit_requests_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wallet_credit_requests" ADD CONSTRAINT "wallet_credit_requests_requested_by_users_id_fk" FOREIGN KEY ("requested_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wallet_credit_requests" ADD CONSTRAINT "wallet_credit_requests_decided_by_users_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wallet_credit_requests" ADD CONSTRAINT "wallet_credit_requests_wallet_entry_id_wallet_ledger_id_fk" FOREIGN KEY ("wallet_entry_id") REFERENCES "public"."wallet_ledger"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "wallet_credit_requests_user_idx" ON "wallet_credit_requests" USING btree ("user_id","status");--> statement-breakpoint
-- References are now normalised without hyphens too; a row whose new form would clash with another of the same customer keeps its old one.
UPDATE "manual_payments" AS m SET "reference" = replace(m."reference", '-', '')
WHERE m."reference" LIKE '%-%'
  AND NOT EXISTS (SELECT 1 FROM "manual_payments" AS o WHERE o."order_id" <> m."order_id" AND o."user_id" = m."user_id" AND o."mode" = m."mode" AND replace(o."reference", '-', '') = replace(m."reference", '-', ''));--> statement-breakpoint
-- A failed or cancelled payment no longer claims its reference.
UPDATE "manual_payments" AS m SET "reference_held" = false FROM "orders" AS o WHERE o."id" = m."order_id" AND o."status" IN ('failed', 'cancelled');--> statement-breakpoint
-- Payments recorded before the rule that share a reference: the earliest keeps it; activation still refuses a second one.
UPDATE "manual_payments" AS m SET "reference_held" = false
WHERE m."reference" IS NOT NULL AND m."reference_held"
  AND EXISTS (SELECT 1 FROM "manual_payments" AS e WHERE e."mode" = m."mode" AND e."reference" = m."reference" AND e."reference_held" AND e."order_id" < m."order_id");--> statement-breakpoint
CREATE UNIQUE INDEX "manual_payments_mode_reference_held" ON "manual_payments" USING btree ("mode","reference") WHERE "manual_payments"."reference" is not null and "manual_payments"."reference_held";