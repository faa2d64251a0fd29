import { and, desc, eq, ne } from "drizzle-orm";
import { basketOfSnapshot, isSameBasket, type Basket } from "@investar/core";
import { schema } from "@investar/db";
import type { AppDeps } from "../../../deps.ts";
import { AppError } from "../../../errors.ts";

/** Where a customer follows their payments. */
export const MY_SUBSCRIPTION_PATH = "/my-investar/manage-subscription";

/** The customer's manual payment awaiting verification for this basket (read from each order's stored selection), if any. */
export async function pendingManualOrderFor(
  deps: AppDeps,
  userId: number,
  basket: Basket,
  exceptOrderId: number | null = null,
): Promise<{ id: number; orderNumber: string; reference: string | null } | null> {
  const o = schema.orders;
  const rows = await deps.db
    .select({ id: o.id, orderNumber: o.orderNumber, quote: o.quote, reference: schema.manualPayments.reference })
    .from(o)
    .leftJoin(schema.manualPayments, eq(schema.manualPayments.orderId, o.id))
    .where(
      and(
        eq(o.userId, userId),
        eq(o.gateway, "ManualPayment"),
        eq(o.status, "pending"),
        exceptOrderId === null ? undefined : ne(o.id, exceptOrderId),
      ),
    )
    .orderBy(desc(o.createdAt), desc(o.id));
  const match = rows.find((row) => isSameBasket(basketOfSnapshot(row.quote), basket));
  return match ? { id: match.id, orderNumber: match.orderNumber, reference: match.reference } : null;
}

/** The refusal's code: the checkout offers "I have paid again, record it anyway" on it, and nothing else. */
export const PAYMENT_PENDING_CODE = "PaymentPending";

/**
 * docs/business-rules.md#one-basket-one-pending-payment: while a manual payment for this basket awaits
 * verification, a second one is refused (409 PaymentPending) with where to follow the first, unless the
 * customer confirms they did pay again (`confirmDuplicate`): then it is let through and answers the pending
 * payment's id, for the new one to be marked a possible duplicate of it.
 */
export async function refusePendingBasket(
  deps: AppDeps,
  userId: number,
  basket: Basket,
  { exceptOrderId = null, confirmDuplicate = false }: { exceptOrderId?: number | null; confirmDuplicate?: boolean } = {},
): Promise<number | null> {
  const pending = await pendingManualOrderFor(deps, userId, basket, exceptOrderId);
  if (!pending) return null;
  if (confirmDuplicate) return pending.id;
  const reference = pending.reference ? ` (reference ${pending.reference})` : "";
  throw new AppError(
    PAYMENT_PENDING_CODE,
    `Your payment for this is already pending: order ${pending.orderNumber}${reference}. We are checking it and will mail you once it is confirmed; you can follow it on My Subscription (${MY_SUBSCRIPTION_PATH}). Please do not pay again.`,
    { status: 409 },
  );
}
