CREATE TABLE "privacy_breach_notices" (
	"breach_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"email" text NOT NULL,
	"queued_at" timestamp with time zone NOT NULL,
	"queued_by" integer
);
--> statement-breakpoint
CREATE TABLE "privacy_breaches" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "privacy_breaches_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"fields" jsonb NOT NULL,
	"discovered_at" timestamp with time zone NOT NULL,
	"recorded_at" timestamp with time zone NOT NULL,
	"recorded_by" integer,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "privacy_nominations" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"relationship" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "privacy_request_events" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "privacy_request_events_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"request_id" integer NOT NULL,
	"at" timestamp with time zone NOT NULL,
	"actor_id" integer,
	"action" text NOT NULL,
	"from_state" text,
	"to_state" text,
	"note" text,
	"mailed" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
CREATE TABLE "privacy_requests" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "privacy_requests_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"reference" text GENERATED ALWAYS AS ('DPR-' || lpad(id::text, 6, '0')) STORED NOT NULL,
	"kind" text NOT NULL,
	"user_id" integer,
	"email" text,
	"name" text,
	"summary" text NOT NULL,
	"details" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"state" text DEFAULT 'new' NOT NULL,
	"received_at" timestamp with time zone NOT NULL,
	"due_at" timestamp with time zone NOT NULL,
	"closed_at" timestamp with time zone,
	"assignee_id" integer,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "privacy_breach_notices" ADD CONSTRAINT "privacy_breach_notices_breach_id_privacy_breaches_id_fk" FOREIGN KEY ("breach_id") REFERENCES "public"."privacy_breaches"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "privacy_breach_notices" ADD CONSTRAINT "privacy_breach_notices_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "privacy_breach_notices" ADD CONSTRAINT "privacy_breach_notices_queued_by_users_id_fk" FOREIGN KEY ("queued_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "privacy_breaches" ADD CONSTRAINT "privacy_breaches_recorded_by_users_id_fk" FOREIGN KEY ("recorded_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "privacy_nominations" ADD CONSTRAINT "privacy_nominations_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "privacy_request_events" ADD CONSTRAINT "privacy_request_events_request_id_privacy_requests_id_fk" FOREIGN KEY ("request_id") REFERENCES "public"."privacy_requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "privacy_request_events" ADD CONSTRAINT "privacy_request_events_actor_id_users_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "privacy_requests" ADD CONSTRAINT "privacy_requests_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "privacy_requests" ADD CONSTRAINT "privacy_requests_assignee_id_users_id_fk" FOREIGN KEY ("assignee_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "privacy_breach_notices_once_idx" ON "privacy_breach_notices" USING btree ("breach_id","user_id");--> statement-breakpoint
CREATE INDEX "privacy_request_events_request_idx" ON "privacy_request_events" USING btree ("request_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "privacy_requests_reference_idx" ON "privacy_requests" USING btree ("reference");--> statement-breakpoint
CREATE INDEX "privacy_requests_user_idx" ON "privacy_requests" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "privacy_requests_state_due_idx" ON "privacy_requests" USING btree ("state","due_at");