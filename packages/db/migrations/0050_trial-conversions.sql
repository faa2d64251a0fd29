ALTER TABLE "users" ADD COLUMN "first_paid_subscription_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "sign_up_days" ADD COLUMN "converted" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
-- The dashboard's trial conversion (ADR 0063#trial-conversions): sign_up_days also counts, per India day of created_at,
-- the accounts with a trial that have paid for a desktop or mobile subscription, from users.first_paid_subscription_at,
-- which the orders trigger below sets once. Same rules as migration 0042: -1 as the rows were, +1 as they are.
CREATE OR REPLACE FUNCTION sign_up_days_follow() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO sign_up_days (day, sign_ups, trials, converted)
    SELECT (created_at AT TIME ZONE 'Asia/Kolkata')::date, count(*)::integer, count(trial_ends_at)::integer,
      count(*) FILTER (WHERE trial_ends_at IS NOT NULL AND first_paid_subscription_at IS NOT NULL)::integer
    FROM new_rows GROUP BY 1 ORDER BY 1
    ON CONFLICT (day) DO UPDATE SET sign_ups = sign_up_days.sign_ups + excluded.sign_ups, trials = sign_up_days.trials + excluded.trials,
      converted = sign_up_days.converted + excluded.converted;
  ELSIF TG_OP = 'DELETE' THEN
    UPDATE sign_up_days d SET sign_ups = d.sign_ups - gone.n, trials = d.trials - gone.t, converted = d.converted - gone.c
    FROM (
      SELECT (created_at AT TIME ZONE 'Asia/Kolkata')::date AS day, count(*)::integer AS n, count(trial_ends_at)::integer AS t,
        count(*) FILTER (WHERE trial_ends_at IS NOT NULL AND first_paid_subscription_at IS NOT NULL)::integer AS c
      FROM old_rows GROUP BY 1 ORDER BY 1
    ) gone
    WHERE d.day = gone.day;
  ELSE
    INSERT INTO sign_up_days (day, sign_ups, trials, converted)
    SELECT day, sum(n)::integer, sum(t)::integer, sum(c)::integer FROM (
      SELECT (created_at AT TIME ZONE 'Asia/Kolkata')::date AS day, -1 AS n, -(trial_ends_at IS NOT NULL)::integer AS t,
        -(trial_ends_at IS NOT NULL AND first_paid_subscription_at IS NOT NULL)::integer AS c
      FROM old_rows
      UNION ALL
      SELECT (created_at AT TIME ZONE 'Asia/Kolkata')::date, 1, (trial_ends_at IS NOT NULL)::integer,
        (trial_ends_at IS NOT NULL AND first_paid_subscription_at IS NOT NULL)::integer
      FROM new_rows
    ) moved
    GROUP BY day HAVING sum(n) <> 0 OR sum(t) <> 0 OR sum(c) <> 0 ORDER BY day
    ON CONFLICT (day) DO UPDATE SET sign_ups = sign_up_days.sign_ups + excluded.sign_ups, trials = sign_up_days.trials + excluded.trials,
      converted = sign_up_days.converted + excluded.converted;
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
-- An order of more than nothing for a desktop or mobile subscription that is paid (or refunded since: it was paid)
-- marks its account once, in the order's own statement, whichever path paid it.
CREATE FUNCTION users_first_paid_subscription() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  -- Looked up first, so that an account's later payments leave users (and its statement triggers) alone.
  IF EXISTS (SELECT 1 FROM users WHERE id = NEW.user_id AND first_paid_subscription_at IS NULL) THEN
    UPDATE users SET first_paid_subscription_at = coalesce(NEW.settled_at, now())
    WHERE id = NEW.user_id AND first_paid_subscription_at IS NULL;
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER orders_first_paid_subscription AFTER INSERT OR UPDATE OF status, amount, target, user_id ON orders
  FOR EACH ROW WHEN (NEW.amount > 0 AND NEW.status IN ('paid', 'refunded', 'partially-refunded') AND NEW.target IN ('tool', 'mobile'))
  EXECUTE FUNCTION users_first_paid_subscription();--> statement-breakpoint
-- The accounts that have paid already, with their first such order's time; the users trigger counts them in.
UPDATE users u SET first_paid_subscription_at = paid.first_at
FROM (
  SELECT user_id, min(coalesce(settled_at, created_at)) AS first_at FROM orders
  WHERE amount > 0 AND status IN ('paid', 'refunded', 'partially-refunded') AND target IN ('tool', 'mobile')
  GROUP BY user_id
) paid
WHERE u.id = paid.user_id;--> statement-breakpoint
-- It served only the dashboard's per-account lookup, which the counter replaces.
DROP INDEX "orders_paid_subscription_user_idx";
