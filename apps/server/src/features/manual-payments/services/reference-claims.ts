import { and, eq, ne } from "drizzle-orm";
import { manualPaymentModeInfo, type ManualPaymentMode, type OrderStatus } from "@investar/core";
import { schema, type Executor } from "@investar/db";
import { AppError } from "../../../errors.ts";
import { lockName } from "../../../database/advisory-lock.ts";
import type { Transaction } from "../../../database/transaction.ts";

/** The unique index that lets one payment hold a mode's reference (docs/business-rules.md#one-reference-one-payment). */
export const HELD_REFERENCE_INDEX = "manual_payments_mode_reference_held";

/** Another payment declared with the same bank reference, as the admin's warning lists it. */
export interface SharedReference {
  paymentId: number;
  orderNumber: string;
  userId: number;
  status: OrderStatus;
}

/** Statuses in which a payment's money counts as received: a second payment with its reference can't be activated. */
const MONEY_SEEN: OrderStatus[] = ["paid", "refunded", "partially-refunded"];

/** Every other payment declared with this mode and (normalised) reference, failed and cancelled ones included. */
export async function paymentsSharingReference(
  db: Executor,
  payment: { orderId: number; mode: ManualPaymentMode; reference: string | null },
): Promise<SharedReference[]> {
  if (payment.reference === null) return [];
  const m = schema.manualPayments;
  const o = schema.orders;
  return db
    .select({ paymentId: o.id, orderNumber: o.orderNumber, userId: o.userId, status: o.status })
    .from(m)
    .innerJoin(o, eq(o.id, m.orderId))
    .where(and(eq(m.mode, payment.mode), eq(m.reference, payment.reference), ne(m.orderId, payment.orderId)))
    .orderBy(o.id);
}

/** What a customer is told when another customer's payment already holds the reference they typed. */
export function referenceUsedMessage(mode: ManualPaymentMode, reference: string | null): string {
  const label = manualPaymentModeInfo[mode].referenceLabel;
  return `${label} ${reference ?? ""} has already been used for another payment. Please check it against your bank statement, or contact support if it is right.`;
}

/**
 * Activation's guard, inside its transaction: a payment whose reference already paid for another order is
 * refused (409). Serialised per reference by an advisory lock, so two admins activating two payments of
 * one reference at once cannot both pass: the second waits, then sees the first's commit.
 */
export async function refuseSecondActivation(tx: Transaction, order: { id: number; orderNumber: string }): Promise<void> {
  const m = schema.manualPayments;
  const [manual] = await tx.select({ mode: m.mode, reference: m.reference }).from(m).where(eq(m.orderId, order.id));
  if (!manual?.reference) return;
  await lockName(tx, `manual-reference|${manual.mode}|${manual.reference}`);
  const others = await paymentsSharingReference(tx, { orderId: order.id, ...manual });
  const activated = others.find((other) => MONEY_SEEN.includes(other.status));
  if (!activated) return;
  const label = manualPaymentModeInfo[manual.mode].referenceLabel;
  throw new AppError(
    "ReferenceAlreadyUsed",
    `Payment ${order.orderNumber} can't be activated: ${label} ${manual.reference} already paid for order ${activated.orderNumber}.`,
    { status: 409 },
  );
}

/** A failed or cancelled payment no longer claims its reference: someone may declare it again. */
export async function releaseReference(tx: Transaction, orderId: number): Promise<void> {
  const m = schema.manualPayments;
  await tx
    .update(m)
    .set({ referenceHeld: false })
    .where(and(eq(m.orderId, orderId), eq(m.referenceHeld, true)));
}
