CREATE TABLE "coupon_redemptions" (
	"order_id" integer PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"user_id" integer NOT NULL,
	"once_per_user" boolean NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "catalogue_coupons" ADD COLUMN "products" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "catalogue_coupons" ADD COLUMN "plans" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "catalogue_coupons" ADD COLUMN "once_per_user" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "catalogue_coupons" ADD COLUMN "disabled" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "coupon_redemptions" ADD CONSTRAINT "coupon_redemptions_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "coupon_redemptions" ADD CONSTRAINT "coupon_redemptions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "coupon_redemptions_once_per_user" ON "coupon_redemptions" USING btree ("code","user_id") WHERE "coupon_redemptions"."once_per_user";--> statement-breakpoint
CREATE INDEX "coupon_redemptions_user_idx" ON "coupon_redemptions" USING btree ("user_id");--> statement-breakpoint
-- hand-written
-- Codes compare without case or surrounding spaces (core normaliseCouponCode), so two codes that differ only so would be one coupon.
CREATE UNIQUE INDEX "catalogue_coupons_code_normalised" ON "catalogue_coupons" (upper(btrim("code")));
