CREATE TABLE "version_history" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "version_history_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"version" text NOT NULL,
	"released_on" date NOT NULL,
	"is_beta" boolean DEFAULT false NOT NULL,
	"highlights" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "version_history_channel_idx" ON "version_history" USING btree ("is_beta","released_on");