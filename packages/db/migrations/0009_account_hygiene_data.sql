-- Custom SQL migration file, put your code below! ---- hand-written
-- One account per address (docs/business-rules.md#email-already-registered): before the unique index on lower(email) (next migration), addresses that differ only in
-- case are made unique. The account to keep the address is the verified one, then the one with a
-- password, then the oldest; the others keep their data and log in by user id, their address parked on
-- the reserved .invalid domain and recorded in the audit log for support. Their unused links stop working.
WITH ranked AS (
	SELECT id, email, row_number() OVER w AS place, first_value(id) OVER w AS keeper
	FROM users
	WINDOW w AS (PARTITION BY lower(email) ORDER BY is_email_verified DESC, (password_hash IS NOT NULL) DESC, id)
), moved AS (
	UPDATE users SET email = 'duplicate-' || users.id || '@duplicate.invalid', is_email_verified = false
	FROM ranked WHERE ranked.id = users.id AND ranked.place > 1
	RETURNING users.id, ranked.email AS original, ranked.keeper
), retired AS (
	UPDATE auth_tokens SET used_at = now() FROM moved WHERE auth_tokens.user_id = moved.id AND auth_tokens.used_at IS NULL
	RETURNING auth_tokens.token_hash
)
INSERT INTO audit_log (action, subject, details, at)
SELECT 'email-deduplicated', 'user:' || id, jsonb_build_object('originalEmail', original, 'addressKeptBy', keeper), now() FROM moved;
--> statement-breakpoint
-- Email change without takeover (ADR 0011): a pending email-change link (a verify-email row for another address) becomes a
-- change-email row, which verifies the new address but can no longer set a password.
UPDATE auth_tokens SET purpose = 'change-email'
FROM users
WHERE auth_tokens.user_id = users.id AND auth_tokens.purpose = 'verify-email' AND auth_tokens.used_at IS NULL
	AND auth_tokens.email IS NOT NULL AND lower(auth_tokens.email) <> lower(users.email);
--> statement-breakpoint
-- No live secrets in the outbox (ADR 0011): messages already sent (or given up) lose their live links and codes, as the outbox worker
-- now does for every new message.
UPDATE mail_outbox SET
	text = regexp_replace(text, '([?&]id=)[A-Za-z0-9_-]{20,}', '\1[removed]', 'g'),
	html = regexp_replace(html, '([?&](amp;)?id=)[A-Za-z0-9_-]{20,}', '\1[removed]', 'g')
WHERE sent_at IS NOT NULL OR attempts >= 8;
--> statement-breakpoint
UPDATE mail_outbox SET
	subject = regexp_replace(subject, '\m[1-9]{5}\M', '[removed]', 'g'),
	text = regexp_replace(text, '\m[1-9]{5}\M', '[removed]', 'g'),
	html = regexp_replace(html, '\m[1-9]{5}\M', '[removed]', 'g')
WHERE (sent_at IS NOT NULL OR attempts >= 8) AND subject LIKE 'Your Investar % code: %';
--> statement-breakpoint
UPDATE sms_outbox SET text = regexp_replace(text, '\m[1-9]{5}\M', '[removed]', 'g')
WHERE sent_at IS NOT NULL OR attempts >= 8;
