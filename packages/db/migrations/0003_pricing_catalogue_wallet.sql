CREATE TABLE "catalogue_addons" (
	"id" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"is_data_addon" boolean DEFAULT false NOT NULL,
	"needs_data_addon" boolean DEFAULT false NOT NULL,
	"requires_addon_id" text,
	"sort_order" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "catalogue_coupons" (
	"code" text PRIMARY KEY NOT NULL,
	"valid_from" date,
	"valid_until" date,
	"usage_limit" integer,
	"times_used" integer DEFAULT 0 NOT NULL,
	"is_master_trader" boolean DEFAULT false NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "catalogue_currency_settings" (
	"currency" text PRIMARY KEY NOT NULL,
	"free_webinar_price_limit" bigint NOT NULL,
	"non_simultaneous_licence_fee" bigint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "catalogue_discount_rules" (
	"id" text PRIMARY KEY NOT NULL,
	"type" text NOT NULL,
	"label" text NOT NULL,
	"current_plan" text,
	"target_plan" text,
	"is_for_active_users" integer DEFAULT 0 NOT NULL,
	"is_for_tool" integer DEFAULT 0 NOT NULL,
	"free_month" integer DEFAULT 0 NOT NULL,
	"discount_in_percent" numeric(5, 2) DEFAULT 0 NOT NULL,
	"coupon_code" text,
	"is_for_data_addon" boolean DEFAULT false NOT NULL,
	"valid_from" date,
	"valid_until" date,
	"is_published" boolean DEFAULT true NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "catalogue_packages" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "catalogue_packages_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"channel" text NOT NULL,
	"name" text NOT NULL,
	"base_product" text NOT NULL,
	"addons" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"flag" text,
	"is_default" boolean DEFAULT false NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "catalogue_portfolio_packages" (
	"number" integer NOT NULL,
	"currency" text NOT NULL,
	"price" bigint NOT NULL,
	CONSTRAINT "catalogue_portfolio_packages_number_currency_pk" PRIMARY KEY("number","currency")
);
--> statement-breakpoint
CREATE TABLE "catalogue_price_sets" (
	"id" text PRIMARY KEY NOT NULL,
	"currency" text NOT NULL,
	"effective_from" date NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "catalogue_prices" (
	"channel" text NOT NULL,
	"item_id" text NOT NULL,
	"plan" text NOT NULL,
	"price_set_id" text NOT NULL,
	"amount" bigint NOT NULL,
	CONSTRAINT "catalogue_prices_channel_item_id_plan_price_set_id_pk" PRIMARY KEY("channel","item_id","plan","price_set_id"),
	CONSTRAINT "catalogue_prices_amount_check" CHECK ("catalogue_prices"."amount" >= 0)
);
--> statement-breakpoint
CREATE TABLE "catalogue_product_addons" (
	"channel" text NOT NULL,
	"product_id" text NOT NULL,
	"addon_id" text NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "catalogue_product_addons_channel_product_id_addon_id_pk" PRIMARY KEY("channel","product_id","addon_id")
);
--> statement-breakpoint
CREATE TABLE "catalogue_products" (
	"id" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"rank" integer NOT NULL,
	"is_free" boolean DEFAULT false NOT NULL,
	"allows_extra_licences" boolean DEFAULT true NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "catalogue_settings" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"cash_credit_enabled" boolean DEFAULT false NOT NULL,
	"max_licences" integer DEFAULT 50 NOT NULL,
	"free_subscription_changes" integer DEFAULT 3 NOT NULL,
	CONSTRAINT "catalogue_settings_single_row" CHECK ("catalogue_settings"."id" = 1)
);
--> statement-breakpoint
CREATE TABLE "catalogue_standalone_prices" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "catalogue_standalone_prices_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"name" text NOT NULL,
	"price" bigint NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "user_discounts" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "user_discounts_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" integer NOT NULL,
	"type" text NOT NULL,
	"label" text NOT NULL,
	"current_plan" text,
	"target_plan" text,
	"is_for_active_users" integer DEFAULT 0 NOT NULL,
	"is_for_tool" integer DEFAULT 0 NOT NULL,
	"free_month" integer DEFAULT 0 NOT NULL,
	"discount_in_percent" numeric(5, 2) DEFAULT 0 NOT NULL,
	"coupon_code" text,
	"is_for_data_addon" boolean DEFAULT false NOT NULL,
	"valid_from" date,
	"valid_until" date
);
--> statement-breakpoint
CREATE TABLE "user_pricing_profiles" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"institute_discount_percent" numeric(5, 2) DEFAULT 0 NOT NULL,
	"last_subscription_plan" text,
	"last_subscription_discount_for_data_addon" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
CREATE TABLE "user_subscription_deals" (
	"user_id" integer NOT NULL,
	"item_id" text NOT NULL,
	"price_set_id" text NOT NULL,
	"discount_in_percent" numeric(5, 2) DEFAULT 0 NOT NULL,
	CONSTRAINT "user_subscription_deals_user_id_item_id_pk" PRIMARY KEY("user_id","item_id")
);
--> statement-breakpoint
CREATE TABLE "user_subscriptions" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "user_subscriptions_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" integer NOT NULL,
	"kind" text NOT NULL,
	"base_product" text NOT NULL,
	"addons" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"plan" text NOT NULL,
	"expiry_date" date,
	"license_type" text DEFAULT 'Simultaneous' NOT NULL,
	"no_of_licenses" integer DEFAULT 1 NOT NULL,
	"is_subscribed" boolean DEFAULT false NOT NULL,
	"is_mobile_free" boolean DEFAULT false NOT NULL,
	"changes_made" integer DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "wallet_ledger" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "wallet_ledger_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" integer NOT NULL,
	"currency" text NOT NULL,
	"kind" text NOT NULL,
	"amount" bigint NOT NULL,
	"reason" text NOT NULL,
	"reference" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "catalogue_packages" ADD CONSTRAINT "catalogue_packages_base_product_catalogue_products_id_fk" FOREIGN KEY ("base_product") REFERENCES "public"."catalogue_products"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "catalogue_prices" ADD CONSTRAINT "catalogue_prices_price_set_id_catalogue_price_sets_id_fk" FOREIGN KEY ("price_set_id") REFERENCES "public"."catalogue_price_sets"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "catalogue_product_addons" ADD CONSTRAINT "catalogue_product_addons_product_id_catalogue_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."catalogue_products"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "catalogue_product_addons" ADD CONSTRAINT "catalogue_product_addons_addon_id_catalogue_addons_id_fk" FOREIGN KEY ("addon_id") REFERENCES "public"."catalogue_addons"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_discounts" ADD CONSTRAINT "user_discounts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_pricing_profiles" ADD CONSTRAINT "user_pricing_profiles_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_subscription_deals" ADD CONSTRAINT "user_subscription_deals_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_subscription_deals" ADD CONSTRAINT "user_subscription_deals_price_set_id_catalogue_price_sets_id_fk" FOREIGN KEY ("price_set_id") REFERENCES "public"."catalogue_price_sets"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_subscriptions" ADD CONSTRAINT "user_subscriptions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wallet_ledger" ADD CONSTRAINT "wallet_ledger_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "catalogue_packages_one_default" ON "catalogue_packages" USING btree ("channel") WHERE "catalogue_packages"."is_default";--> statement-breakpoint
CREATE INDEX "user_discounts_user_idx" ON "user_discounts" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "user_subscriptions_user_kind" ON "user_subscriptions" USING btree ("user_id","kind");--> statement-breakpoint
CREATE INDEX "wallet_ledger_user_idx" ON "wallet_ledger" USING btree ("user_id","currency","kind");--> statement-breakpoint
CREATE INDEX "wallet_ledger_user_time_idx" ON "wallet_ledger" USING btree ("user_id","created_at");