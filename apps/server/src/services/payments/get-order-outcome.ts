import { and, eq } from "drizzle-orm";
import type { BillingPlan, Currency, IsoDate, OrderStatus, PaymentGateway, QuoteSelection } from "@investar/core";
import { schema } from "@investar/db";
import type { AppDeps } from "../../deps.ts";
import { notFound } from "../../errors.ts";

export interface OrderOutcome {
  orderNumber: string;
  status: OrderStatus;
  gateway: PaymentGateway;
  amount: number;
  currency: Currency;
  failureReason: string | null;
  /** What was bought (from the order's quote). */
  product: string;
  plan: BillingPlan;
  isMobile: boolean;
  /** The expiry activation wrote; null until the order is paid and activated. */
  activatedUntil: IsoDate | null;
  /** The whole selection, so a failed or cancelled payment can be tried again as it was. */
  selection: QuoteSelection;
}

/**
 * What the page behind `?payment=<orderNumber>` shows its customer after the gateway's return. Only
 * the order's owner sees it (another customer's number is "not found", not "forbidden": order numbers
 * are not to be probed).
 */
export async function getOrderOutcome(deps: AppDeps, userId: number, orderNumber: string): Promise<OrderOutcome> {
  const o = schema.orders;
  const h = schema.subscriptionHistory;
  const [row] = await deps.db
    .select({ order: o, activatedUntil: h.expiryDate })
    .from(o)
    .leftJoin(h, eq(h.orderId, o.id))
    .where(and(eq(o.orderNumber, orderNumber), eq(o.userId, userId)))
    .limit(1);
  if (!row) throw notFound(`There is no order ${orderNumber} on your account.`);
  const { order } = row;
  const { selection } = order.quote;
  return {
    orderNumber: order.orderNumber,
    status: order.status,
    gateway: order.gateway,
    amount: order.amount,
    currency: order.currency,
    failureReason: order.failureReason,
    product: selection.product,
    plan: selection.plan,
    isMobile: selection.isMobile,
    activatedUntil: row.activatedUntil,
    selection,
  };
}
