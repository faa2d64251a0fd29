import { pgTable, text, timestamp } from "drizzle-orm/pg-core";

/**
 * The payment simulator's books of refunds (docs/architecture.md#payment-simulator), beside its books of
 * payments: what it was asked to refund (keyed by the merchant's refund_ref_no, so the same request twice
 * is one refund) and how it answered, in CCAvenue's words. In the database so its refund status API still
 * answers after a restart.
 */
export const paymentSimulatorRefunds = pgTable("payment_simulator_refunds", {
  refundReference: text("refund_reference").primaryKey(),
  /** The payment's tracking id (reference_no). */
  trackingId: text("tracking_id").notNull(),
  /** The simulator's own reference for the refund. */
  gatewayReference: text("gateway_reference").notNull().unique(),
  /** As received: a decimal string ("500.00"). */
  amount: text("amount").notNull(),
  status: text("status").$type<"Refunded" | "Pending" | "Failed">().notNull(),
  reason: text("reason"),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  /** A pending refund reads as refunded from this moment on. */
  settlesAt: timestamp("settles_at", { withTimezone: true }),
});
