-- Trigram indexes for the staff search and the audit filters (ADR 0055); pg_trgm is a trusted extension on PostgreSQL and loaded into PGlite by packages/db's client.
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
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