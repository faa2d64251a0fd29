CREATE TABLE "account_closures" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "account_closures_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"reference" text NOT NULL,
	"user_id" integer NOT NULL,
	"closed_at" timestamp with time zone NOT NULL,
	"final_at" timestamp with time zone NOT NULL,
	"period_choice" text,
	"refunds" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"reopened_at" timestamp with time zone,
	"erased_at" timestamp with time zone,
	CONSTRAINT "account_closures_reference_unique" UNIQUE("reference"),
	CONSTRAINT "account_closures_choice_valid" CHECK ("account_closures"."period_choice" is null or "account_closures"."period_choice" in ('refund', 'end'))
);
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "closed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "account_closures" ADD CONSTRAINT "account_closures_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "account_closures_open_unique" ON "account_closures" USING btree ("user_id") WHERE "account_closures"."reopened_at" is null;--> statement-breakpoint
CREATE INDEX "account_closures_due_idx" ON "account_closures" USING btree ("final_at") WHERE "account_closures"."reopened_at" is null and "account_closures"."erased_at" is null;