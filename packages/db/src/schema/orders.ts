import { sql } from "drizzle-orm";
import { bigint, check, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import {
  currencies,
  ORDER_TARGETS,
  orderStatuses,
  paymentGateways,
  type Currency,
  type OrderStatus,
  type OrderTarget,
  type PaymentGateway,
  type OrderSnapshot,
} from "@investar/core";
import { oneOf } from "./one-of.ts";
import { users } from "./users.ts";
import { requiredLink } from "./reference-columns.ts";

/**
 * One purchase attempt (docs/architecture.md#orders-and-activation). The status follows core's order state machine and only
 * ever moves by a conditional UPDATE … WHERE status = <expected>, so of two concurrent settlements one
 * finds nothing to update. A retry after a failure is a new order.
 */
export const orders = pgTable(
  "orders",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    /** What the customer and the gateway see (core's newOrderNumber): random, so it leaks no order count. */
    orderNumber: text("order_number").notNull().unique(),
    userId: requiredLink("user_id", () => users.id),
    gateway: text("gateway").$type<PaymentGateway>().notNull(),
    /** What it buys (core's ORDER_TARGETS); activation runs that target's function. */
    target: text("target").$type<OrderTarget>().notNull().default("tool"),
    status: text("status").$type<OrderStatus>().notNull().default("created"),
    currency: text("currency").$type<Currency>().notNull(),
    /** To pay, in minor units (paise, cents): the quote's total at checkout. */
    amount: bigint("amount", { mode: "number" }).notNull(),
    /** What was sold (a subscription quote or a webinar seat), frozen at checkout; activation reads this. */
    quote: jsonb("quote").$type<OrderSnapshot>().notNull(),
    /** The gateway's id for the transaction (CCAvenue tracking_id); unique so one payment can settle one order only. */
    gatewayTrackingId: text("gateway_tracking_id"),
    failureReason: text("failure_reason"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
    /** When it was handed to the gateway (created → pending); reconciliation measures its age from here. */
    submittedAt: timestamp("submitted_at", { withTimezone: true }),
    settledAt: timestamp("settled_at", { withTimezone: true }),
    /** Status queries made by the reconciliation job, and when the last one ran (to spread retries). */
    reconcileAttempts: integer("reconcile_attempts").notNull().default(0),
    lastReconciledAt: timestamp("last_reconciled_at", { withTimezone: true }),
  },
  (t) => [
    uniqueIndex("orders_gateway_tracking_id_unique")
      .on(t.gatewayTrackingId)
      .where(sql`${t.gatewayTrackingId} is not null`),
    index("orders_user_idx").on(t.userId, t.createdAt),
    index("orders_status_submitted_idx").on(t.status, t.submittedAt),
    check("orders_status_valid", oneOf(t.status, orderStatuses)),
    check("orders_gateway_valid", oneOf(t.gateway, paymentGateways)),
    check("orders_target_valid", oneOf(t.target, ORDER_TARGETS)),
    check("orders_currency_valid", oneOf(t.currency, currencies)),
    check("orders_amount_not_negative", sql`${t.amount} >= 0`),
  ],
);

export type Order = typeof orders.$inferSelect;

/**
 * The payment simulator's own books (docs/architecture.md#payment-simulator): what our stand-in for CCAvenue knows about each order
 * it was shown, in the status API's words. It lives in the database, not in memory, so its status
 * API still answers after a restart, as the real gateway would.
 */
export const paymentSimulatorTransactions = pgTable("payment_simulator_transactions", {
  orderNumber: text("order_number").primaryKey(),
  trackingId: text("tracking_id").notNull().unique(),
  status: text("status").$type<"Initiated" | "Successful" | "Unsuccessful" | "Aborted">().notNull(),
  currency: text("currency").notNull(),
  /** As the gateway received it: a decimal string ("1500.00"). */
  amount: text("amount").notNull(),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  decidedAt: timestamp("decided_at", { withTimezone: true }),
});
