import { and, eq } from "drizzle-orm";
import {
  indiaToday,
  isOrderNumber,
  type BillingPlan,
  type Currency,
  type IsoDate,
  type OrderStatus,
  type PaymentGateway,
  type QuoteSelection,
} from "@investar/core";
import { schema } from "@investar/db";
import type { AppDeps } from "../../../deps.ts";
import { notFound } from "../../../errors.ts";
import { invoiceDownloadPath } from "../../invoices/index.ts";
import { asSubscriptionOrder, isWebinarOrder, type Order } from "./on-order-paid.ts";

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
  /** The day in India the order was settled (paid or refused), for the confirmation page. */
  settledOn: IsoDate;
  /** The GST invoice's PDF, once the order is paid and invoiced. */
  invoiceUrl: string | null;
}

/**
 * What the page behind `?payment=<orderNumber>` shows its customer after the gateway's return, or null
 * when the number is not an order of theirs (another customer's order is simply not found: order
 * numbers are not to be probed).
 */
export async function findOrderOutcome(deps: AppDeps, userId: number, orderNumber: string): Promise<OrderOutcome | null> {
  if (!isOrderNumber(orderNumber)) return null;
  const o = schema.orders;
  const h = schema.subscriptionHistory;
  const [row] = await deps.db
    .select({ order: o, activatedUntil: h.expiryDate, invoiceId: schema.invoices.id })
    .from(o)
    .leftJoin(h, eq(h.orderId, o.id))
    .leftJoin(schema.invoices, eq(schema.invoices.orderId, o.id))
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
  };
}

type SettlementFacts = Pick<
  OrderOutcome,
  "orderNumber" | "status" | "gateway" | "amount" | "currency" | "failureReason" | "settledOn" | "invoiceUrl"
>;

/** What every outcome page says about the payment itself, whatever it bought. */
function settlementFacts(order: Order, invoiceId: number | null): SettlementFacts {
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

export interface WebinarOrderOutcome extends SettlementFacts {
  webinar: { id: number; title: string; dateTime: string };
  couponCode: string | null;
}

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
