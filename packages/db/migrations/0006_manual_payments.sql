CREATE TABLE "manual_payments" (
	"order_id" integer PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"mode" text NOT NULL,
	"reference" text,
	"declared_amount" bigint NOT NULL,
	"declared_currency" text NOT NULL,
	"payment_date" date NOT NULL,
	"bank_name" text,
	"status_text" text NOT NULL,
	"status_updated_at" timestamp with time zone,
	"status_updated_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "manual_payments_mode_valid" CHECK ("manual_payments"."mode" in ('Cash Deposit', 'Online Transfer from the primary bank', 'Online Transfer RTGS', 'Online Transfer NEFT', 'Local Cheque Deposit', 'DD', 'Cheque', 'UPI')),
	CONSTRAINT "manual_payments_declared_amount_positive" CHECK ("manual_payments"."declared_amount" > 0)
);
--> statement-breakpoint
CREATE TABLE "order_refunds" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "order_refunds_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"order_id" integer NOT NULL,
	"amount" bigint NOT NULL,
	"currency" text NOT NULL,
	"destination" text NOT NULL,
	"status" text NOT NULL,
	"wallet_entry_id" integer,
	"reason" text NOT NULL,
	"actor_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "order_refunds_order_id_unique" UNIQUE("order_id"),
	CONSTRAINT "order_refunds_amount_positive" CHECK ("order_refunds"."amount" > 0),
	CONSTRAINT "order_refunds_destination_valid" CHECK ("order_refunds"."destination" in ('wallet', 'gateway'))
);
--> statement-breakpoint
ALTER TABLE "manual_payments" ADD CONSTRAINT "manual_payments_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "manual_payments" ADD CONSTRAINT "manual_payments_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_refunds" ADD CONSTRAINT "order_refunds_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "manual_payments_user_idx" ON "manual_payments" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "manual_payments_user_mode_reference" ON "manual_payments" USING btree ("user_id","mode","reference") WHERE "manual_payments"."reference" is not null;