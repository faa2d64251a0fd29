import { index, pgTable, text, timestamp, integer } from "drizzle-orm/pg-core";

/**
 * Abuse-limit hits (ADR 0015, docs/architecture.md#data: counters live in PostgreSQL so every instance shares them). One
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

/**
 * The per-address limits of routes (@fastify/rate-limit) when several instances share the database: one
 * fixed-window counter per route and address, counted up by one upsert that starts a new window once the
 * old one has passed. The database's clock decides, so instances with drifting clocks agree.
 */
export const rateLimitCounters = pgTable(
  "rate_limit_counters",
  {
    key: text("key").primaryKey(),
    count: integer("count").notNull(),
    resetsAt: timestamp("resets_at", { withTimezone: true }).notNull(),
  },
  (t) => [index("rate_limit_counters_resets_at_idx").on(t.resetsAt)],
);
