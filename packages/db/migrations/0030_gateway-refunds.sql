CREATE TABLE "payment_simulator_refunds" (
	"refund_reference" text PRIMARY KEY NOT NULL,
	"tracking_id" text NOT NULL,
	"gateway_reference" text NOT NULL,
	"amount" text NOT NULL,
	"status" text NOT NULL,
	"reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"settles_at" timestamp with time zone,
	CONSTRAINT "payment_simulator_refunds_gateway_reference_unique" UNIQUE("gateway_reference")
);
--> statement-breakpoint
ALTER TABLE "order_refunds" DROP CONSTRAINT "order_refunds_order_id_unique";--> statement-breakpoint
ALTER TABLE "order_refunds" ADD COLUMN "refund_reference" text;--> statement-breakpoint
ALTER TABLE "order_refunds" ADD COLUMN "gateway_reference" text;--> statement-breakpoint
ALTER TABLE "order_refunds" ADD COLUMN "utr" text;--> statement-breakpoint
ALTER TABLE "order_refunds" ADD COLUMN "failure_reason" text;--> statement-breakpoint
ALTER TABLE "order_refunds" ADD COLUMN "credit_note_number" text;--> statement-breakpoint
ALTER TABLE "order_refunds" ADD COLUMN "settled_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "order_refunds" ADD COLUMN "follow_attempts" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "order_refunds" ADD COLUMN "last_followed_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "order_refunds_order_idx" ON "order_refunds" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "order_refunds_open_idx" ON "order_refunds" USING btree ("last_followed_at") WHERE "order_refunds"."status" in ('requested', 'pending');--> statement-breakpoint
ALTER TABLE "order_refunds" ADD CONSTRAINT "order_refunds_refund_reference_unique" UNIQUE("refund_reference");--> statement-breakpoint
ALTER TABLE "order_refunds" ADD CONSTRAINT "order_refunds_status_valid" CHECK ("order_refunds"."status" in ('credited', 'sent', 'requested', 'pending', 'refunded', 'failed', 'awaiting-gateway'));