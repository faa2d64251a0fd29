import { and, eq } from "drizzle-orm";
import { indiaToday, isOrderNumber } from "@investar/core";
import type { PaymentOutcome, SettledPayment, WebinarPaymentOutcome } from "@investar/contract/pages/payments";
import { schema } from "@investar/db";
import type { AppDeps } from "../../../deps.ts";
import { notFound } from "../../../errors.ts";
import { mobileAppForPages } from "../../business/index.ts";
import { invoiceDownloadPath } from "../../invoices/index.ts";
import { asSubscriptionOrder, isWebinarOrder, type Order } from "./on-order-paid.ts";

/** A subscription payment's outcome as its page reads it (the contract's PaymentOutcome). */
export type OrderOutcome = PaymentOutcome;

/**
 * What the page behind `?payment=<orderNumber>` shows its customer after the gateway's return, or null
 * when the number is not an order of theirs (another customer's order is simply not found: order
 * numbers are not to be probed).
 */
export async function findOrderOutcome(deps: AppDeps, userId: number, orderNumber: string): Promise<OrderOutcome | null> {
  if (!isOrderNumber(orderNumber)) return null;
  const o = schema.orders;
  const h = schema.subscriptionHistory;
  const r = schema.mandateRequests;
  const [row] = await deps.db
    .select({ order: o, activatedUntil: h.expiryDate, invoiceId: schema.invoices.id, mandate: r })
    .from(o)
    .leftJoin(h, eq(h.orderId, o.id))
    .leftJoin(schema.invoices, eq(schema.invoices.orderId, o.id))
    .leftJoin(r, eq(r.orderId, o.id))
    .where(and(eq(o.orderNumber, orderNumber), eq(o.userId, userId)))
    .limit(1);
  if (!row || isWebinarOrder(row.order)) return null;
  const order = asSubscriptionOrder(row.order);
  const { selection } = order.quote;
  return {
    ...settlementFacts(order, row.invoiceId),
    product: selection.product,
    plan: selection.plan,
    isMobile: selection.isMobile,
    activatedUntil: row.activatedUntil,
    selection,
    // ADR 0040: the receipt of a mobile subscription says where to get the app.
    mobileApp: selection.isMobile ? await mobileAppForPages(deps) : null,
    autoRenew: row.mandate ? { status: row.mandate.status, refusal: row.mandate.refusal, firstDebitDay: row.mandate.firstDebitDay } : null,
  };
}

/** What every outcome page says about the payment itself, whatever it bought. */
function settlementFacts(order: Order, invoiceId: number | null): SettledPayment {
  return {
    orderNumber: order.orderNumber,
    status: order.status,
    gateway: order.gateway,
    amount: order.amount,
    currency: order.currency,
    failureReason: order.failureReason,
    settledOn: indiaToday(order.updatedAt),
    invoiceUrl: invoiceId === null ? null : invoiceDownloadPath(order.id),
  };
}

export type WebinarOrderOutcome = WebinarPaymentOutcome;

/** The webinar buy page's `?payment=<orderNumber>`: how this customer's payment for a seat went; null when not theirs. */
export async function findWebinarOrderOutcome(deps: AppDeps, userId: number, orderNumber: string): Promise<WebinarOrderOutcome | null> {
  if (!isOrderNumber(orderNumber)) return null;
  const o = schema.orders;
  const [row] = await deps.db
    .select({ order: o, invoiceId: schema.invoices.id })
    .from(o)
    .leftJoin(schema.invoices, eq(schema.invoices.orderId, o.id))
    .where(and(eq(o.orderNumber, orderNumber), eq(o.userId, userId), eq(o.target, "webinar")))
    .limit(1);
  if (!row || !isWebinarOrder(row.order)) return null;
  const { webinar, couponCode } = row.order.quote;
  return { ...settlementFacts(row.order, row.invoiceId), webinar, couponCode };
}

/** findOrderOutcome for a caller that expects the order: 404 when it is not one of the customer's. */
export async function getOrderOutcome(deps: AppDeps, userId: number, orderNumber: string): Promise<OrderOutcome> {
  const outcome = await findOrderOutcome(deps, userId, orderNumber);
  if (!outcome) throw notFound(`There is no order ${orderNumber} on your account.`);
  return outcome;
}
