CREATE TABLE "credit_notes" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "credit_notes_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"number" text NOT NULL,
	"financial_year" text NOT NULL,
	"serial" integer NOT NULL,
	"invoice_id" integer NOT NULL,
	"order_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"issued_at" timestamp with time zone NOT NULL,
	"reason" text NOT NULL,
	"currency" text NOT NULL,
	"supplier" jsonb NOT NULL,
	"customer" jsonb NOT NULL,
	"supply_type" text NOT NULL,
	"place_of_supply" text NOT NULL,
	"place_of_supply_state_code" text,
	"taxable_value" bigint NOT NULL,
	"cgst" bigint NOT NULL,
	"sgst" bigint NOT NULL,
	"igst" bigint NOT NULL,
	"total" bigint NOT NULL,
	CONSTRAINT "credit_notes_number_unique" UNIQUE("number"),
	CONSTRAINT "credit_notes_serial_unique" UNIQUE("financial_year","serial"),
	CONSTRAINT "credit_notes_total_adds_up" CHECK ("credit_notes"."total" = "credit_notes"."taxable_value" + "credit_notes"."cgst" + "credit_notes"."sgst" + "credit_notes"."igst"),
	CONSTRAINT "credit_notes_amounts_not_negative" CHECK ("credit_notes"."taxable_value" >= 0 and "credit_notes"."cgst" >= 0 and "credit_notes"."sgst" >= 0 and "credit_notes"."igst" >= 0),
	CONSTRAINT "credit_notes_currency_valid" CHECK ("credit_notes"."currency" in ('INR', 'USD')),
	CONSTRAINT "credit_notes_supply_type_valid" CHECK ("credit_notes"."supply_type" in ('intraState', 'interState', 'export'))
);
--> statement-breakpoint
CREATE TABLE "customer_tax_details" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"gstin" text,
	"billing_state" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "document_counters" (
	"series" text NOT NULL,
	"financial_year" text NOT NULL,
	"last_serial" integer NOT NULL,
	CONSTRAINT "document_counters_series_financial_year_pk" PRIMARY KEY("series","financial_year"),
	CONSTRAINT "document_counters_serial_positive" CHECK ("document_counters"."last_serial" >= 1)
);
--> statement-breakpoint
CREATE TABLE "invoices" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "invoices_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"number" text NOT NULL,
	"financial_year" text NOT NULL,
	"serial" integer NOT NULL,
	"order_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"issued_at" timestamp with time zone NOT NULL,
	"lines" jsonb NOT NULL,
	"discount" bigint NOT NULL,
	"currency" text NOT NULL,
	"supplier" jsonb NOT NULL,
	"customer" jsonb NOT NULL,
	"supply_type" text NOT NULL,
	"place_of_supply" text NOT NULL,
	"place_of_supply_state_code" text,
	"taxable_value" bigint NOT NULL,
	"cgst" bigint NOT NULL,
	"sgst" bigint NOT NULL,
	"igst" bigint NOT NULL,
	"total" bigint NOT NULL,
	"paid_from_wallet" bigint NOT NULL,
	"amount_paid" bigint NOT NULL,
	CONSTRAINT "invoices_number_unique" UNIQUE("number"),
	CONSTRAINT "invoices_order_id_unique" UNIQUE("order_id"),
	CONSTRAINT "invoices_serial_unique" UNIQUE("financial_year","serial"),
	CONSTRAINT "invoices_total_adds_up" CHECK ("invoices"."total" = "invoices"."taxable_value" + "invoices"."cgst" + "invoices"."sgst" + "invoices"."igst"),
	CONSTRAINT "invoices_amounts_not_negative" CHECK ("invoices"."taxable_value" >= 0 and "invoices"."cgst" >= 0 and "invoices"."sgst" >= 0 and "invoices"."igst" >= 0),
	CONSTRAINT "invoices_currency_valid" CHECK ("invoices"."currency" in ('INR', 'USD')),
	CONSTRAINT "invoices_supply_type_valid" CHECK ("invoices"."supply_type" in ('intraState', 'interState', 'export'))
);
--> statement-breakpoint
ALTER TABLE "credit_notes" ADD CONSTRAINT "credit_notes_invoice_id_invoices_id_fk" FOREIGN KEY ("invoice_id") REFERENCES "public"."invoices"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "credit_notes" ADD CONSTRAINT "credit_notes_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "credit_notes" ADD CONSTRAINT "credit_notes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customer_tax_details" ADD CONSTRAINT "customer_tax_details_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "credit_notes_user_idx" ON "credit_notes" USING btree ("user_id","issued_at");--> statement-breakpoint
CREATE INDEX "credit_notes_invoice_idx" ON "credit_notes" USING btree ("invoice_id");--> statement-breakpoint
CREATE INDEX "invoices_user_idx" ON "invoices" USING btree ("user_id","issued_at");