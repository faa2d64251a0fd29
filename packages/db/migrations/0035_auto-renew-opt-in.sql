CREATE TABLE "mandate_requests" (
	"order_id" integer PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"kind" text NOT NULL,
	"merchant_ref" text NOT NULL,
	"currency" text NOT NULL,
	"renewal_amount" bigint NOT NULL,
	"upper_limit" bigint NOT NULL,
	"frequency" text NOT NULL,
	"first_debit_day" date NOT NULL,
	"status" text DEFAULT 'requested' NOT NULL,
	"refusal" text,
	"mandate_id" integer,
	"created_at" timestamp with time zone NOT NULL,
	"decided_at" timestamp with time zone,
	CONSTRAINT "mandate_requests_merchant_ref_unique" UNIQUE("merchant_ref"),
	CONSTRAINT "mandate_requests_status_valid" CHECK ("mandate_requests"."status" in ('requested', 'registered', 'refused')),
	CONSTRAINT "mandate_requests_currency_valid" CHECK ("mandate_requests"."currency" in ('INR', 'USD')),
	CONSTRAINT "mandate_requests_limit_positive" CHECK ("mandate_requests"."upper_limit" > 0)
);
--> statement-breakpoint
ALTER TABLE "mandate_requests" ADD CONSTRAINT "mandate_requests_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mandate_requests" ADD CONSTRAINT "mandate_requests_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mandate_requests" ADD CONSTRAINT "mandate_requests_mandate_id_card_mandates_id_fk" FOREIGN KEY ("mandate_id") REFERENCES "public"."card_mandates"("id") ON DELETE no action ON UPDATE no action;