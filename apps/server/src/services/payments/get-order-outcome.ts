import { and, eq } from "drizzle-orm";
import type { Currency, OrderStatus } from "@investar/core";
import { schema } from "@investar/db";
import type { AppDeps } from "../../deps.ts";
import { notFound } from "../../errors.ts";

export interface OrderOutcome {
  orderNumber: string;
  status: OrderStatus;
  amount: number;
  currency: Currency;
  failureReason: string | null;
}

/**
 * What the page behind `?payment=<orderNumber>` shows its customer after the gateway's return. Only
 * the order's owner sees it (another customer's number is "not found", not "forbidden": order numbers
 * are not to be probed).
 */
export async function getOrderOutcome(deps: AppDeps, userId: number, orderNumber: string): Promise<OrderOutcome> {
  const o = schema.orders;
  const [order] = await deps.db
    .select({ orderNumber: o.orderNumber, status: o.status, amount: o.amount, currency: o.currency, failureReason: o.failureReason })
    .from(o)
    .where(and(eq(o.orderNumber, orderNumber), eq(o.userId, userId)))
    .limit(1);
  if (!order) throw notFound(`There is no order ${orderNumber} on your account.`);
  return order;
}
