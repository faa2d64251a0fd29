import { eq } from "drizzle-orm";
import { manualPaymentStatusWords, type Currency, type ManualPaymentMode, type OrderStatus, type PaymentGateway } from "@investar/core";
import { schema, type Executor } from "@investar/db";
import type { Order } from "../../payments/index.ts";

/**
 * Payments as the admin pages and the customer's list see them: an order and, for a manual payment,
 * what the customer declared about it. "paymentId" (docs/business-rules.md#orders's paymentId and pId) is the order's id, so
 * card and manual payments share one key and RefundPayments takes either.
 */
export type PaymentRow = { order: Order; manual: schema.ManualPaymentRow | null };

export function selectPayments(db: Executor) {
  return db
    .select({ order: schema.orders, manual: schema.manualPayments })
    .from(schema.orders)
    .leftJoin(schema.manualPayments, eq(schema.manualPayments.orderId, schema.orders.id));
}

/** docs/business-rules.md#api-payment's isManualPayment flag: manual payments, or else the card gateway's (ChangeSub orders carry no money in). */
export function gatewayFor(isManualPayment: boolean): PaymentGateway {
  return isManualPayment ? "ManualPayment" : "CCAvenue";
}

export interface ManualDeclaration {
  mode: ManualPaymentMode;
  reference: string | null;
  /** Minor units: what the customer says they paid. */
  declaredAmount: number;
  paymentDate: string;
  bankName: string | null;
  statusText: string;
  statusUpdatedAt: string | null;
  /** docs/business-rules.md#manual-payment-rejection: why staff rejected it, and when (null unless rejected). */
  rejectionReason: string | null;
  rejectedAt: string | null;
  /** docs/business-rules.md#one-basket-one-pending-payment: the paymentId of the pending payment this one may duplicate. */
  possibleDuplicateOf: number | null;
}

export interface PaymentSummary {
  paymentId: number;
  orderNumber: string;
  userId: number;
  gateway: PaymentGateway;
  status: OrderStatus;
  /** The status in words (core's manualPaymentStatusWords): "Awaiting verification", "Activated"… */
  statusWords: string;
  /** Minor units: the server's quote, what activation is for. */
  amount: number;
  currency: Currency;
  createdAt: string;
  settledAt: string | null;
  /** Null for a card payment. */
  manual: ManualDeclaration | null;
}

export function toPaymentSummary({ order, manual }: PaymentRow): PaymentSummary {
  return {
    paymentId: order.id,
    orderNumber: order.orderNumber,
    userId: order.userId,
    gateway: order.gateway,
    status: order.status,
    statusWords: manualPaymentStatusWords[order.status],
    amount: order.amount,
    currency: order.currency,
    createdAt: order.createdAt.toISOString(),
    settledAt: order.settledAt?.toISOString() ?? null,
    manual: manual
      ? {
          mode: manual.mode,
          reference: manual.reference,
          declaredAmount: manual.declaredAmount,
          paymentDate: manual.paymentDate,
          bankName: manual.bankName,
          statusText: manual.statusText,
          statusUpdatedAt: manual.statusUpdatedAt?.toISOString() ?? null,
          rejectionReason: manual.rejectionReason,
          rejectedAt: manual.rejectedAt?.toISOString() ?? null,
          possibleDuplicateOf: manual.possibleDuplicateOf,
        }
      : null,
  };
}
