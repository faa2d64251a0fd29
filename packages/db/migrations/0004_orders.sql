CREATE TABLE "orders" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "orders_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"order_number" text NOT NULL,
	"user_id" integer NOT NULL,
	"gateway" text NOT NULL,
	"status" text DEFAULT 'created' NOT NULL,
	"currency" text NOT NULL,
	"amount" bigint NOT NULL,
	"quote" jsonb NOT NULL,
	"gateway_tracking_id" text,
	"failure_reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"submitted_at" timestamp with time zone,
	"settled_at" timestamp with time zone,
	"reconcile_attempts" integer DEFAULT 0 NOT NULL,
	"last_reconciled_at" timestamp with time zone,
	CONSTRAINT "orders_order_number_unique" UNIQUE("order_number"),
	CONSTRAINT "orders_status_valid" CHECK ("orders"."status" in ('created', 'pending', 'paid', 'failed', 'cancelled', 'refunded')),
	CONSTRAINT "orders_gateway_valid" CHECK ("orders"."gateway" in ('CCAvenue', 'ManualPayment', 'ChangeSub')),
	CONSTRAINT "orders_currency_valid" CHECK ("orders"."currency" in ('INR', 'USD')),
	CONSTRAINT "orders_amount_not_negative" CHECK ("orders"."amount" >= 0)
);
--> statement-breakpoint
CREATE TABLE "payment_simulator_transactions" (
	"order_number" text PRIMARY KEY NOT NULL,
	"tracking_id" text NOT NULL,
	"status" text NOT NULL,
	"currency" text NOT NULL,
	"amount" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"decided_at" timestamp with time zone,
	CONSTRAINT "payment_simulator_transactions_tracking_id_unique" UNIQUE("tracking_id")
);
--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "orders_gateway_tracking_id_unique" ON "orders" USING btree ("gateway_tracking_id") WHERE "orders"."gateway_tracking_id" is not null;--> statement-breakpoint
CREATE INDEX "orders_user_idx" ON "orders" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "orders_status_submitted_idx" ON "orders" USING btree ("status","submitted_at");