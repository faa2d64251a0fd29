import { and, asc, count, eq, inArray } from "drizzle-orm";
import { manualPaymentStatusWords } from "@investar/core";
import { schema } from "@investar/db";
import type { PaymentQueue } from "@investar/contract/pages/payment-queue";
import type { AppDeps } from "../../../deps.ts";
import { paymentsSharingReference } from "../../manual-payments/index.ts";

/** How many of the oldest waiting payments the queue lists at once (the rest follow as these are done). */
export const PAYMENT_QUEUE_LIMIT = 200;

/**
 * The payment queue (docs/business-rules.md#payment-queue): manual payments awaiting verification, oldest
 * first, each with what may make it a duplicate — the pending payment for the same basket it was submitted
 * beside (docs/business-rules.md#one-basket-one-pending-payment) and every other payment declared with its
 * reference (docs/business-rules.md#one-reference-one-payment), the same flags as the payment's details.
 */
export async function getPaymentQueue(deps: AppDeps): Promise<PaymentQueue> {
  const o = schema.orders;
  const m = schema.manualPayments;
  const u = schema.users;
  const waiting = and(eq(o.gateway, "ManualPayment"), eq(o.status, "pending"));
  const [counted] = await deps.db.select({ n: count() }).from(o).where(waiting);
  const rows = await deps.db
    .select({ order: o, manual: m, customer: { userId: u.id, name: u.fullName, email: u.email } })
    .from(o)
    .innerJoin(m, eq(m.orderId, o.id))
    .innerJoin(u, eq(u.id, o.userId))
    .where(waiting)
    .orderBy(asc(o.submittedAt), asc(o.id))
    .limit(PAYMENT_QUEUE_LIMIT);
  const duplicateIds = rows.map((row) => row.manual.possibleDuplicateOf).filter((id): id is number => id !== null);
  const duplicates =
    duplicateIds.length === 0
      ? []
      : await deps.db.select({ id: o.id, orderNumber: o.orderNumber }).from(o).where(inArray(o.id, duplicateIds));
  const payments = await Promise.all(
    rows.map(async ({ order, manual, customer }) => ({
      paymentId: order.id,
      orderNumber: order.orderNumber,
      customer,
      mode: manual.mode,
      reference: manual.reference,
      amount: order.amount,
      declaredAmount: manual.declaredAmount,
      currency: order.currency,
      paymentDate: manual.paymentDate,
      bankName: manual.bankName,
      submittedAt: (order.submittedAt ?? order.createdAt).toISOString(),
      possibleDuplicateOf: duplicates.find((d) => d.id === manual.possibleDuplicateOf)?.orderNumber ?? null,
      sameReference: (await paymentsSharingReference(deps.db, manual)).map((other) => ({
        orderNumber: other.orderNumber,
        statusWords: manualPaymentStatusWords[other.status],
      })),
    })),
  );
  return { payments, total: counted?.n ?? 0 };
}
