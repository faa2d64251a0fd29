-- Trigram indexes for the staff search and the audit filters (ADR 0055); pg_trgm is a trusted extension on PostgreSQL and loaded into PGlite by packages/db's client.
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE TABLE "audit_log_day_counts" (
	"day" date NOT NULL,
	"action" text NOT NULL,
	"entries" integer NOT NULL,
	CONSTRAINT "audit_log_day_counts_day_action_pk" PRIMARY KEY("day","action")
);
--> statement-breakpoint
CREATE TABLE "revenue_months" (
	"month" text NOT NULL,
	"document" text NOT NULL,
	"currency" text NOT NULL,
	"taxable_value" bigint NOT NULL,
	CONSTRAINT "revenue_months_month_document_currency_pk" PRIMARY KEY("month","document","currency")
);
--> statement-breakpoint
DROP INDEX "audit_log_at_idx";--> statement-breakpoint
CREATE INDEX "users_email_trgm_idx" ON "users" USING gin ("email" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "users_full_name_trgm_idx" ON "users" USING gin ("full_name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "users_mobile_digits_trgm_idx" ON "users" USING gin ((regexp_replace("mobile_no", '\D', '', 'g')) gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "users_created_at_idx" ON "users" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "audit_log_at_id_idx" ON "audit_log" USING btree ("at","id");--> statement-breakpoint
CREATE INDEX "audit_log_action_trgm_idx" ON "audit_log" USING gin ("action" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "audit_log_subject_trgm_idx" ON "audit_log" USING gin ("subject" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "webinar_registrations_registered_at_idx" ON "webinar_registrations" USING btree ("registered_at");--> statement-breakpoint
CREATE INDEX "credit_notes_issued_at_idx" ON "credit_notes" USING btree ("issued_at");--> statement-breakpoint
CREATE INDEX "invoices_issued_at_idx" ON "invoices" USING btree ("issued_at");
--> statement-breakpoint
-- The audit page's totals (ADR 0055): audit_log_day_counts follows audit_log in the statement that changes it.
-- Statement triggers with transition tables: one upsert per statement, whatever its number of rows; keys in
-- order, so two transactions take the counter rows in the same order.
CREATE FUNCTION audit_log_counts_follow() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('DELETE', 'UPDATE') THEN
    UPDATE audit_log_day_counts c SET entries = c.entries - gone.n
    FROM (
      SELECT (at AT TIME ZONE 'Asia/Kolkata')::date AS day, action, count(*)::integer AS n
      FROM old_rows GROUP BY 1, 2 ORDER BY 1, 2
    ) gone
    WHERE c.day = gone.day AND c.action = gone.action;
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    INSERT INTO audit_log_day_counts (day, action, entries)
    SELECT (at AT TIME ZONE 'Asia/Kolkata')::date, action, count(*)::integer FROM new_rows GROUP BY 1, 2 ORDER BY 1, 2
    ON CONFLICT (day, action) DO UPDATE SET entries = audit_log_day_counts.entries + excluded.entries;
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER audit_log_counts_insert AFTER INSERT ON audit_log REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION audit_log_counts_follow();--> statement-breakpoint
CREATE TRIGGER audit_log_counts_update AFTER UPDATE ON audit_log REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION audit_log_counts_follow();--> statement-breakpoint
CREATE TRIGGER audit_log_counts_delete AFTER DELETE ON audit_log REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION audit_log_counts_follow();--> statement-breakpoint
INSERT INTO audit_log_day_counts (day, action, entries)
SELECT (at AT TIME ZONE 'Asia/Kolkata')::date, action, count(*)::integer FROM audit_log GROUP BY 1, 2;
--> statement-breakpoint
-- The dashboard's revenue (ADR 0055): revenue_months follows invoices and credit notes in the statement that
-- issues them; TG_ARGV[0] names the document kind.
CREATE FUNCTION revenue_months_follow() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('DELETE', 'UPDATE') THEN
    UPDATE revenue_months r SET taxable_value = r.taxable_value - gone.amount
    FROM (
      SELECT to_char(issued_at AT TIME ZONE 'Asia/Kolkata', 'YYYY-MM') AS month, currency, sum(taxable_value)::bigint AS amount
      FROM old_rows GROUP BY 1, 2 ORDER BY 1, 2
    ) gone
    WHERE r.month = gone.month AND r.document = TG_ARGV[0] AND r.currency = gone.currency;
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    INSERT INTO revenue_months (month, document, currency, taxable_value)
    SELECT to_char(issued_at AT TIME ZONE 'Asia/Kolkata', 'YYYY-MM'), TG_ARGV[0], currency, sum(taxable_value)::bigint
    FROM new_rows GROUP BY 1, 3 ORDER BY 1, 3
    ON CONFLICT (month, document, currency) DO UPDATE SET taxable_value = revenue_months.taxable_value + excluded.taxable_value;
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER revenue_months_insert AFTER INSERT ON invoices REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION revenue_months_follow('invoice');--> statement-breakpoint
CREATE TRIGGER revenue_months_update AFTER UPDATE ON invoices REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION revenue_months_follow('invoice');--> statement-breakpoint
CREATE TRIGGER revenue_months_delete AFTER DELETE ON invoices REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION revenue_months_follow('invoice');--> statement-breakpoint
CREATE TRIGGER revenue_months_insert AFTER INSERT ON credit_notes REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION revenue_months_follow('credit-note');--> statement-breakpoint
CREATE TRIGGER revenue_months_update AFTER UPDATE ON credit_notes REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION revenue_months_follow('credit-note');--> statement-breakpoint
CREATE TRIGGER revenue_months_delete AFTER DELETE ON credit_notes REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION revenue_months_follow('credit-note');--> statement-breakpoint
INSERT INTO revenue_months (month, document, currency, taxable_value)
SELECT to_char(issued_at AT TIME ZONE 'Asia/Kolkata', 'YYYY-MM'), 'invoice', currency, sum(taxable_value)::bigint FROM invoices GROUP BY 1, 3;--> statement-breakpoint
INSERT INTO revenue_months (month, document, currency, taxable_value)
SELECT to_char(issued_at AT TIME ZONE 'Asia/Kolkata', 'YYYY-MM'), 'credit-note', currency, sum(taxable_value)::bigint FROM credit_notes GROUP BY 1, 3;
