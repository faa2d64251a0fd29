-- The trigram indexes staff search reads keep a pending list of at most 64 kB (ADR 0055#gin-pending-lists): set in
-- place, without rebuilding the indexes, then each index's pending list moved into it now rather than at the next vacuum.
ALTER INDEX "users_email_trgm_idx" SET (gin_pending_list_limit = 64);--> statement-breakpoint
ALTER INDEX "users_full_name_trgm_idx" SET (gin_pending_list_limit = 64);--> statement-breakpoint
ALTER INDEX "users_mobile_digits_trgm_idx" SET (gin_pending_list_limit = 64);--> statement-breakpoint
ALTER INDEX "audit_log_subject_trgm_idx" SET (gin_pending_list_limit = 64);--> statement-breakpoint
SELECT gin_clean_pending_list('users_email_trgm_idx'::regclass), gin_clean_pending_list('users_full_name_trgm_idx'::regclass),
  gin_clean_pending_list('users_mobile_digits_trgm_idx'::regclass), gin_clean_pending_list('audit_log_subject_trgm_idx'::regclass);
