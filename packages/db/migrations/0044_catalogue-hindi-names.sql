ALTER TABLE "catalogue_addons" ADD COLUMN "name_hi" text;--> statement-breakpoint
ALTER TABLE "catalogue_packages" ADD COLUMN "name_hi" text;--> statement-breakpoint
ALTER TABLE "catalogue_standalone_prices" ADD COLUMN "name_hi" text;