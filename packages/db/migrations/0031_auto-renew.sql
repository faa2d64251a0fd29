CREATE TABLE "card_mandates" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "card_mandates_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" integer NOT NULL,
	"kind" text NOT NULL,
	"status" text DEFAULT 'active' NOT NULL,
	"currency" text NOT NULL,
	"upper_limit" bigint NOT NULL,
	"frequency" text NOT NULL,
	"merchant_ref" text NOT NULL,
	"gateway_ref" text NOT NULL,
	"gateway_sub_ref" text NOT NULL,
	"card_network" text,
	"card_last4" text,
	"card_expiry" text,
	"order_number" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"ended_at" timestamp with time zone,
	"ended_reason" text,
	"card_expiry_notice_for" date,
	CONSTRAINT "card_mandates_merchant_ref_unique" UNIQUE("merchant_ref"),
	CONSTRAINT "card_mandates_status_valid" CHECK ("card_mandates"."status" in ('active', 'cancelled', 'failed')),
	CONSTRAINT "card_mandates_currency_valid" CHECK ("card_mandates"."currency" in ('INR', 'USD')),
	CONSTRAINT "card_mandates_limit_positive" CHECK ("card_mandates"."upper_limit" > 0)
);
--> statement-breakpoint
CREATE TABLE "mandate_debits" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "mandate_debits_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"mandate_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"expiry_date" date NOT NULL,
	"attempt" integer NOT NULL,
	"due_at" timestamp with time zone NOT NULL,
	"currency" text NOT NULL,
	"amount" bigint NOT NULL,
	"notice_kind" text NOT NULL,
	"notice_sent_at" timestamp with time zone NOT NULL,
	"status" text DEFAULT 'notified' NOT NULL,
	"charge_ref" text,
	"order_id" integer,
	"charged_at" timestamp with time zone,
	"settled_at" timestamp with time zone,
	"failure_reason" text,
	CONSTRAINT "mandate_debits_charge_ref_unique" UNIQUE("charge_ref"),
	CONSTRAINT "mandate_debits_status_valid" CHECK ("mandate_debits"."status" in ('notified', 'charging', 'paid', 'failed', 'not-charged')),
	CONSTRAINT "mandate_debits_notice_kind_valid" CHECK ("mandate_debits"."notice_kind" in ('pre-debit', 'pay-link', 'ask-again')),
	CONSTRAINT "mandate_debits_attempt_valid" CHECK ("mandate_debits"."attempt" between 1 and 3),
	CONSTRAINT "mandate_debits_amount_positive" CHECK ("mandate_debits"."amount" > 0)
);
--> statement-breakpoint
CREATE TABLE "payment_simulator_mandates" (
	"sub_ref_no" text PRIMARY KEY NOT NULL,
	"ref_no" text NOT NULL,
	"merchant_ref" text NOT NULL,
	"order_number" text NOT NULL,
	"currency" text NOT NULL,
	"upper_limit" text NOT NULL,
	"frequency" text NOT NULL,
	"start_date" text NOT NULL,
	"debit_answer" text DEFAULT 'succeed' NOT NULL,
	"cancelled_at" timestamp with time zone,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "payment_simulator_mandates_merchant_ref_unique" UNIQUE("merchant_ref"),
	CONSTRAINT "payment_simulator_mandates_answer_valid" CHECK ("payment_simulator_mandates"."debit_answer" in ('succeed', 'fail', 'no-answer'))
);
--> statement-breakpoint
ALTER TABLE "card_mandates" ADD CONSTRAINT "card_mandates_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mandate_debits" ADD CONSTRAINT "mandate_debits_mandate_id_card_mandates_id_fk" FOREIGN KEY ("mandate_id") REFERENCES "public"."card_mandates"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mandate_debits" ADD CONSTRAINT "mandate_debits_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mandate_debits" ADD CONSTRAINT "mandate_debits_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "card_mandates_one_active" ON "card_mandates" USING btree ("user_id","kind") WHERE "card_mandates"."status" = 'active';--> statement-breakpoint
CREATE UNIQUE INDEX "mandate_debits_attempt" ON "mandate_debits" USING btree ("mandate_id","expiry_date","attempt");--> statement-breakpoint
CREATE INDEX "mandate_debits_user" ON "mandate_debits" USING btree ("user_id");