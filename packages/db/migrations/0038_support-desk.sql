CREATE TABLE "support_ticket_messages" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "support_ticket_messages_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"ticket_id" integer NOT NULL,
	"kind" text NOT NULL,
	"author_id" integer,
	"from_email" text,
	"body" text NOT NULL,
	"attachments" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"mail_message_id" text,
	"provider_message_id" text,
	"at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "support_tickets" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "support_tickets_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"reference" text NOT NULL,
	"kind" text NOT NULL,
	"subject" text NOT NULL,
	"state" text DEFAULT 'new' NOT NULL,
	"priority" text DEFAULT 'normal' NOT NULL,
	"user_id" integer,
	"email" text,
	"name" text,
	"assignee_id" integer,
	"support_message_id" integer,
	"privacy_request_id" integer,
	"created_at" timestamp with time zone NOT NULL,
	"last_activity_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "support_ticket_messages" ADD CONSTRAINT "support_ticket_messages_ticket_id_support_tickets_id_fk" FOREIGN KEY ("ticket_id") REFERENCES "public"."support_tickets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "support_ticket_messages" ADD CONSTRAINT "support_ticket_messages_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "support_tickets" ADD CONSTRAINT "support_tickets_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "support_tickets" ADD CONSTRAINT "support_tickets_assignee_id_users_id_fk" FOREIGN KEY ("assignee_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "support_ticket_messages_ticket_idx" ON "support_ticket_messages" USING btree ("ticket_id","at","id");--> statement-breakpoint
CREATE UNIQUE INDEX "support_ticket_messages_provider_idx" ON "support_ticket_messages" USING btree ("provider_message_id") WHERE "support_ticket_messages"."provider_message_id" is not null;--> statement-breakpoint
CREATE INDEX "support_ticket_messages_mail_id_idx" ON "support_ticket_messages" USING btree ("mail_message_id") WHERE "support_ticket_messages"."mail_message_id" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "support_tickets_reference_idx" ON "support_tickets" USING btree ("reference");--> statement-breakpoint
CREATE INDEX "support_tickets_state_created_idx" ON "support_tickets" USING btree ("state","created_at","id");--> statement-breakpoint
CREATE INDEX "support_tickets_user_idx" ON "support_tickets" USING btree ("user_id","last_activity_at");--> statement-breakpoint
CREATE INDEX "support_tickets_email_idx" ON "support_tickets" USING btree (lower("email"));--> statement-breakpoint
CREATE INDEX "support_tickets_support_message_idx" ON "support_tickets" USING btree ("support_message_id");--> statement-breakpoint
-- ADR 0054: the support messages and privacy requests made before the desk become its tickets, under the references
-- their senders were given. They were answered by mail outside the desk, so they start resolved (a privacy request
-- still open stays new); each is linked to its sender's account as a new ticket would be.
INSERT INTO "support_tickets" ("reference", "kind", "subject", "state", "priority", "user_id", "email", "support_message_id", "created_at", "last_activity_at", "updated_at")
SELECT
	'SR-' || CASE WHEN length(s."id"::text) >= 6 THEN s."id"::text ELSE lpad(s."id"::text, 6, '0') END,
	s."kind",
	left(coalesce(nullif(trim(s."body"->>'subject'), ''), nullif(trim(s."body"->>'brokerName'), ''), 'Support request'), 200),
	'resolved',
	'normal',
	coalesce(s."user_id", (SELECT u."id" FROM "users" u WHERE lower(u."email") = lower(trim(s."email")) ORDER BY u."id" LIMIT 1)),
	nullif(trim(s."email"), ''),
	s."id",
	s."at", s."at", s."at"
FROM "support_messages" s;
--> statement-breakpoint
INSERT INTO "support_ticket_messages" ("ticket_id", "kind", "author_id", "from_email", "body", "at")
SELECT t."id", 'customer', s."user_id", t."email",
	coalesce(nullif(trim(s."body"->>'description'), ''), nullif(trim(s."body"->>'message'), ''), nullif(trim(s."body"->>'text'), ''), t."subject"),
	s."at"
FROM "support_tickets" t JOIN "support_messages" s ON s."id" = t."support_message_id";
--> statement-breakpoint
INSERT INTO "support_tickets" ("reference", "kind", "subject", "state", "priority", "user_id", "email", "name", "privacy_request_id", "created_at", "last_activity_at", "updated_at")
SELECT p."reference", 'privacy', left(p."summary", 200), CASE WHEN p."state" IN ('done', 'rejected') THEN 'resolved' ELSE 'new' END, 'normal',
	p."user_id", p."email", p."name", p."id", p."received_at", p."updated_at", p."updated_at"
FROM "privacy_requests" p;
--> statement-breakpoint
INSERT INTO "support_ticket_messages" ("ticket_id", "kind", "author_id", "from_email", "body", "at")
SELECT t."id", 'customer', NULL, t."email", p."summary", p."received_at"
FROM "support_tickets" t JOIN "privacy_requests" p ON p."id" = t."privacy_request_id";
