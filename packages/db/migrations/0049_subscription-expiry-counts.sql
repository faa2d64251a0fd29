CREATE TABLE "subscription_expiry_counts" (
	"kind" text NOT NULL,
	"base_product" text NOT NULL,
	"expiry_date" date NOT NULL,
	"subscriptions" integer NOT NULL,
	CONSTRAINT "subscription_expiry_counts_kind_base_product_expiry_date_pk" PRIMARY KEY("kind","base_product","expiry_date")
);
--> statement-breakpoint
-- The dashboard's subscriptions by edition (ADR 0055#subscriptions-by-expiry): subscription_expiry_counts follows
-- user_subscriptions in the statement that changes them, as sign_up_days follows users (migration 0042). A row counts
-- while it is subscribed and has an expiry date; each statement's rows count -1 as they were and +1 as they are,
-- per kind, edition and expiry date, and only keys whose counts change are written. Keys in order, so two
-- transactions take the counter rows in the same order.
CREATE FUNCTION subscription_expiry_counts_follow() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO subscription_expiry_counts (kind, base_product, expiry_date, subscriptions)
    SELECT kind, base_product, expiry_date, count(*)::integer FROM new_rows
    WHERE is_subscribed AND expiry_date IS NOT NULL
    GROUP BY 1, 2, 3 ORDER BY 1, 2, 3
    ON CONFLICT (kind, base_product, expiry_date)
      DO UPDATE SET subscriptions = subscription_expiry_counts.subscriptions + excluded.subscriptions;
  ELSIF TG_OP = 'DELETE' THEN
    UPDATE subscription_expiry_counts c SET subscriptions = c.subscriptions - gone.n
    FROM (
      SELECT kind, base_product, expiry_date, count(*)::integer AS n FROM old_rows
      WHERE is_subscribed AND expiry_date IS NOT NULL
      GROUP BY 1, 2, 3 ORDER BY 1, 2, 3
    ) gone
    WHERE c.kind = gone.kind AND c.base_product = gone.base_product AND c.expiry_date = gone.expiry_date;
  ELSE
    INSERT INTO subscription_expiry_counts (kind, base_product, expiry_date, subscriptions)
    SELECT kind, base_product, expiry_date, sum(n)::integer FROM (
      SELECT kind, base_product, expiry_date, -1 AS n FROM old_rows WHERE is_subscribed AND expiry_date IS NOT NULL
      UNION ALL
      SELECT kind, base_product, expiry_date, 1 FROM new_rows WHERE is_subscribed AND expiry_date IS NOT NULL
    ) moved
    GROUP BY 1, 2, 3 HAVING sum(n) <> 0 ORDER BY 1, 2, 3
    ON CONFLICT (kind, base_product, expiry_date)
      DO UPDATE SET subscriptions = subscription_expiry_counts.subscriptions + excluded.subscriptions;
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER subscription_expiry_counts_insert AFTER INSERT ON user_subscriptions REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION subscription_expiry_counts_follow();--> statement-breakpoint
CREATE TRIGGER subscription_expiry_counts_update AFTER UPDATE ON user_subscriptions REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION subscription_expiry_counts_follow();--> statement-breakpoint
CREATE TRIGGER subscription_expiry_counts_delete AFTER DELETE ON user_subscriptions REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION subscription_expiry_counts_follow();--> statement-breakpoint
INSERT INTO subscription_expiry_counts (kind, base_product, expiry_date, subscriptions)
SELECT kind, base_product, expiry_date, count(*)::integer FROM user_subscriptions
WHERE is_subscribed AND expiry_date IS NOT NULL GROUP BY 1, 2, 3;
