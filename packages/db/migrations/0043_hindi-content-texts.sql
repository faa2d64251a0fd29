ALTER TABLE "home_slides" ADD COLUMN "eyebrow_hi" text;--> statement-breakpoint
ALTER TABLE "home_slides" ADD COLUMN "headline_hi" text;--> statement-breakpoint
ALTER TABLE "home_slides" ADD COLUMN "body_hi" text;--> statement-breakpoint
ALTER TABLE "home_slides" ADD COLUMN "link_label_hi" text;--> statement-breakpoint
ALTER TABLE "offer_banner_contents" ADD COLUMN "headline_hi" text;--> statement-breakpoint
ALTER TABLE "offer_banner_contents" ADD COLUMN "body_hi" text;--> statement-breakpoint
ALTER TABLE "offer_banner_contents" ADD COLUMN "cta_label_hi" text;--> statement-breakpoint
ALTER TABLE "site_counters" ADD COLUMN "label_hi" text;--> statement-breakpoint
ALTER TABLE "testimonials" ADD COLUMN "place_hi" text;--> statement-breakpoint
ALTER TABLE "testimonials" ADD COLUMN "occupation_hi" text;--> statement-breakpoint
ALTER TABLE "testimonials" ADD COLUMN "body_hi" text;--> statement-breakpoint
ALTER TABLE "webinars" ADD COLUMN "title_hi" text;--> statement-breakpoint
ALTER TABLE "webinars" ADD COLUMN "description_hi" text;