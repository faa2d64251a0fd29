-- The addresses a text mentions, lower-cased, for the GIN indexes an erasure looks rows up by (ADR 0056).
CREATE FUNCTION mentioned_addresses(body text) RETURNS text[] LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE AS $$
  SELECT coalesce(array_agg(DISTINCT lower(m[1])), '{}')
  FROM regexp_matches(body, '[[:alnum:]._%+''-]+@[[:alnum:]-]+(?:\.[[:alnum:]-]+)+', 'g') AS m
$$;--> statement-breakpoint
CREATE INDEX "sessions_expires_idx" ON "sessions" USING btree ("expires_at");--> statement-breakpoint
CREATE INDEX "users_trial_ends_idx" ON "users" USING btree ("trial_ends_at");--> statement-breakpoint
CREATE INDEX "users_unactivated_created_idx" ON "users" USING btree ("created_at") WHERE "users"."is_email_verified" = false and "users"."closed_at" is null;--> statement-breakpoint
CREATE INDEX "audit_log_mentions_idx" ON "audit_log" USING gin (mentioned_addresses("details"::text));--> statement-breakpoint
CREATE INDEX "auth_tokens_expires_idx" ON "auth_tokens" USING btree ("expires_at");--> statement-breakpoint
CREATE INDEX "login_attempts_at_idx" ON "login_attempts" USING btree ("at");--> statement-breakpoint
CREATE INDEX "referrals_email_lower_idx" ON "referrals" USING btree (lower("email"));--> statement-breakpoint
CREATE INDEX "referrals_referred_user_idx" ON "referrals" USING btree ("referred_user_id");--> statement-breakpoint
CREATE INDEX "verification_codes_expires_idx" ON "verification_codes" USING btree ("expires_at");--> statement-breakpoint
CREATE INDEX "mail_outbox_created_idx" ON "mail_outbox" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "mail_outbox_mentions_idx" ON "mail_outbox" USING gin (mentioned_addresses("text"));--> statement-breakpoint
CREATE INDEX "sms_outbox_created_idx" ON "sms_outbox" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "sms_outbox_to_idx" ON "sms_outbox" USING btree ("to");--> statement-breakpoint
CREATE INDEX "client_logs_user_idx" ON "client_logs" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "conversion_logs_user_idx" ON "conversion_logs" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "support_messages_user_idx" ON "support_messages" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "support_messages_email_lower_idx" ON "support_messages" USING btree (lower("email"));--> statement-breakpoint
CREATE INDEX "user_subscriptions_expiry_idx" ON "user_subscriptions" USING btree ("expiry_date") WHERE "user_subscriptions"."is_subscribed";