/** The back office's payment queue (docs/business-rules.md#payment-queue). Money in minor units. */
import type { Currency } from "@investar/core";

export interface QueuedPaymentView {
  paymentId: number;
  orderNumber: string;
  customer: { userId: number; name: string; email: string };
  /** One of core's manualPaymentModes. */
  mode: string;
  reference: string | null;
  /** What the order is for (the server's quote): what activation is for, and what the statement must show. */
  amount: number;
  declaredAmount: number;
  currency: Currency;
  paymentDate: string; // YYYY-MM-DD
  bankName: string | null;
  submittedAt: string; // ISO timestamp
  /** docs/business-rules.md#one-basket-one-pending-payment: the order this one may duplicate (same basket). */
  possibleDuplicateOf: string | null;
  /** docs/business-rules.md#one-reference-one-payment: other payments declared with the same reference. */
  sameReference: { orderNumber: string; statusWords: string }[];
}

export interface PaymentQueue {
  /** Oldest first. */
  payments: QueuedPaymentView[];
  /** All waiting; `payments` holds at most the oldest PAYMENT_QUEUE_LIMIT. */
  total: number;
}

export interface PaymentQueuePageServices {
  getPaymentQueue(): Promise<PaymentQueue>;
}
