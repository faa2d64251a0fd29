ALTER TABLE "manual_payments" ADD COLUMN "rejection_reason" text;--> statement-breakpoint
ALTER TABLE "manual_payments" ADD COLUMN "rejected_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "manual_payments" ADD COLUMN "rejected_by" integer;--> statement-breakpoint
ALTER TABLE "manual_payments" ADD COLUMN "possible_duplicate_of" integer;--> statement-breakpoint
ALTER TABLE "manual_payments" ADD CONSTRAINT "manual_payments_possible_duplicate_of_orders_id_fk" FOREIGN KEY ("possible_duplicate_of") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "manual_payments" ADD CONSTRAINT "manual_payments_rejection_complete" CHECK (("manual_payments"."rejection_reason" is null) = ("manual_payments"."rejected_at" is null));