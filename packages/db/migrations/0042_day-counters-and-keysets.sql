CREATE TABLE "sign_up_days" (
	"day" date PRIMARY KEY NOT NULL,
	"sign_ups" integer NOT NULL,
	"trials" integer NOT NULL
);
--> statement-breakpoint
DROP INDEX "wallet_ledger_user_time_idx";--> statement-breakpoint
DROP INDEX "credit_notes_user_idx";--> statement-breakpoint
DROP INDEX "invoices_user_idx";--> statement-breakpoint
CREATE INDEX "wallet_ledger_user_time_idx" ON "wallet_ledger" USING btree ("user_id","created_at","id");--> statement-breakpoint
CREATE INDEX "credit_notes_user_idx" ON "credit_notes" USING btree ("user_id","issued_at","id");--> statement-breakpoint
CREATE INDEX "invoices_user_idx" ON "invoices" USING btree ("user_id","issued_at","id");--> statement-breakpoint
-- The dashboard's sign-ups and trials (ADR 0063): sign_up_days follows users in the statement that changes them,
-- as audit_log_day_counts follows the audit log (ADR 0055). Each statement's rows count -1 as they were and +1 as
-- they are, per India day of created_at; only days whose counts change are written, so the many updates of users
-- that touch neither created_at nor trial_ends_at write nothing. Keys in order, so two transactions take the
-- counter rows in the same order.
CREATE FUNCTION sign_up_days_follow() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO sign_up_days (day, sign_ups, trials)
    SELECT (created_at AT TIME ZONE 'Asia/Kolkata')::date, count(*)::integer, count(trial_ends_at)::integer
    FROM new_rows GROUP BY 1 ORDER BY 1
    ON CONFLICT (day) DO UPDATE SET sign_ups = sign_up_days.sign_ups + excluded.sign_ups, trials = sign_up_days.trials + excluded.trials;
  ELSIF TG_OP = 'DELETE' THEN
    UPDATE sign_up_days d SET sign_ups = d.sign_ups - gone.n, trials = d.trials - gone.t
    FROM (
      SELECT (created_at AT TIME ZONE 'Asia/Kolkata')::date AS day, count(*)::integer AS n, count(trial_ends_at)::integer AS t
      FROM old_rows GROUP BY 1 ORDER BY 1
    ) gone
    WHERE d.day = gone.day;
  ELSE
    INSERT INTO sign_up_days (day, sign_ups, trials)
    SELECT day, sum(n)::integer, sum(t)::integer FROM (
      SELECT (created_at AT TIME ZONE 'Asia/Kolkata')::date AS day, -1 AS n, -(trial_ends_at IS NOT NULL)::integer AS t FROM old_rows
      UNION ALL
      SELECT (created_at AT TIME ZONE 'Asia/Kolkata')::date, 1, (trial_ends_at IS NOT NULL)::integer FROM new_rows
    ) moved
    GROUP BY day HAVING sum(n) <> 0 OR sum(t) <> 0 ORDER BY day
    ON CONFLICT (day) DO UPDATE SET sign_ups = sign_up_days.sign_ups + excluded.sign_ups, trials = sign_up_days.trials + excluded.trials;
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER sign_up_days_insert AFTER INSERT ON users REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION sign_up_days_follow();--> statement-breakpoint
CREATE TRIGGER sign_up_days_update AFTER UPDATE ON users REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION sign_up_days_follow();--> statement-breakpoint
CREATE TRIGGER sign_up_days_delete AFTER DELETE ON users REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION sign_up_days_follow();--> statement-breakpoint
INSERT INTO sign_up_days (day, sign_ups, trials)
SELECT (created_at AT TIME ZONE 'Asia/Kolkata')::date, count(*)::integer, count(trial_ends_at)::integer FROM users GROUP BY 1;
