ALTER TABLE "invoices" ADD COLUMN "exchange_rate" text;--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "total_inr" bigint;