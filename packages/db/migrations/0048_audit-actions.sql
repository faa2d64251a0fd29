DROP INDEX "audit_log_action_trgm_idx";--> statement-breakpoint
CREATE INDEX "audit_log_action_at_id_idx" ON "audit_log" USING btree ("action","at","id");--> statement-breakpoint
CREATE INDEX "audit_log_day_counts_action_day_idx" ON "audit_log_day_counts" USING btree ("action","day");