import { index, pgTable, text, timestamp, integer } from "drizzle-orm/pg-core";

/**
 * Abuse-limit hits (issue 8, DESIGN §4: counters live in PostgreSQL so every instance shares them). One
 * row per counted event under a rule (core's limitRules name) and a key (a mobile number, an address, an
 * account, a device, an IP). The limiter serialises one rule and key with a transaction-scoped advisory
 * lock, counts the sliding window and inserts, so parallel requests cannot exceed a limit. Rows older
 * than the longest window are of no further use.
 */
export const rateLimitHits = pgTable(
  "rate_limit_hits",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    rule: text("rule").notNull(),
    key: text("key").notNull(),
    at: timestamp("at", { withTimezone: true }).notNull(),
  },
  (t) => [index("rate_limit_hits_rule_key_at_idx").on(t.rule, t.key, t.at)],
);
