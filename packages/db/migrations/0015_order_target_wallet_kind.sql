ALTER TABLE "orders" ADD COLUMN "target" text DEFAULT 'tool' NOT NULL;--> statement-breakpoint
ALTER TABLE "wallet_ledger" ADD CONSTRAINT "wallet_ledger_kind_valid" CHECK ("wallet_ledger"."kind" in ('subscription', 'cash', 'general'));--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_target_valid" CHECK ("orders"."target" in ('tool', 'mobile', 'webinar'));--> statement-breakpoint
-- hand-written
-- Orders made before the column existed bought what their quote's selection says.
UPDATE "orders" SET "target" = 'mobile' WHERE ("quote"->'selection'->>'isMobile')::boolean IS TRUE;
