import { sql } from "drizzle-orm";
import { boolean, index, integer, pgTable, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import { orders } from "./orders.ts";
import { users } from "./users.ts";
import { requiredLink } from "./reference-columns.ts";

/**
 * The use of a coupon an order holds (ADR 0024). Taken in the transaction that creates the order, by the
 * conditional update of catalogue_coupons.times_used, so a limit of N lets exactly N orders hold a use
 * however many checkouts race; given back (row deleted, count lowered) when the order fails or is
 * cancelled. A once-per-customer coupon can be held by one order of each customer: the partial unique
 * index refuses a second even when two of the customer's checkouts race.
 */
export const couponRedemptions = pgTable(
  "coupon_redemptions",
  {
    orderId: integer("order_id")
      .primaryKey()
      .references(() => orders.id),
    /** As entered and normalised (core's normaliseCouponCode). */
    code: text("code").notNull(),
    userId: requiredLink("user_id", () => users.id),
    oncePerUser: boolean("once_per_user").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull(),
  },
  (t) => [
    uniqueIndex("coupon_redemptions_once_per_user")
      .on(t.code, t.userId)
      .where(sql`${t.oncePerUser}`),
    index("coupon_redemptions_user_idx").on(t.userId),
  ],
);
