-- Trigram indexes let an erasure find the rows that mention an address without reading whole tables (ADR 0056).
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE INDEX "sessions_expires_idx" ON "sessions" USING btree ("expires_at");--> statement-breakpoint
CREATE INDEX "users_unactivated_created_idx" ON "users" USING btree ("created_at") WHERE "users"."is_email_verified" = false and "users"."closed_at" is null;--> statement-breakpoint
CREATE INDEX "audit_log_details_trgm_idx" ON "audit_log" USING gin (("details"::text) gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "auth_tokens_expires_idx" ON "auth_tokens" USING btree ("expires_at");--> statement-breakpoint
CREATE INDEX "login_attempts_at_idx" ON "login_attempts" USING btree ("at");--> statement-breakpoint
CREATE INDEX "referrals_email_lower_idx" ON "referrals" USING btree (lower("email"));--> statement-breakpoint
CREATE INDEX "referrals_referred_user_idx" ON "referrals" USING btree ("referred_user_id");--> statement-breakpoint
CREATE INDEX "verification_codes_expires_idx" ON "verification_codes" USING btree ("expires_at");--> statement-breakpoint
CREATE INDEX "mail_outbox_created_idx" ON "mail_outbox" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "mail_outbox_text_trgm_idx" ON "mail_outbox" USING gin (lower("text") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "sms_outbox_created_idx" ON "sms_outbox" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "sms_outbox_to_idx" ON "sms_outbox" USING btree ("to");--> statement-breakpoint
CREATE INDEX "client_logs_user_idx" ON "client_logs" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "conversion_logs_user_idx" ON "conversion_logs" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "support_messages_user_idx" ON "support_messages" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "support_messages_email_lower_idx" ON "support_messages" USING btree (lower("email"));