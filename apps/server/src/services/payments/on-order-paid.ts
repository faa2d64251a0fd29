import type { schema } from "@investar/db";
import type { Transaction } from "../transaction.ts";

export type Order = schema.Order;

/**
 * What happens when an order is paid: it runs inside the transaction that moves the order to paid, so
 * the two commit together or not at all, and the conditional update lets it run exactly once.
 * Throwing rolls the move back; the order stays pending and the reconciliation job tries again.
 */
export type OnPaid = (tx: Transaction, order: Order) => Promise<void>;

/**
 * The default until activation exists (issue 5 §2: subscription, wallet deductions, history, referral
 * credit, receipt). The checkout work replaces it in buildApp; the paid order and its quote snapshot
 * are recorded either way, so nothing that was paid is lost.
 */
export const activationNotBuiltYet: OnPaid = async () => {};
