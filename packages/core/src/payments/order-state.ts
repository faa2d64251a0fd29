/**
 * The payment state machine of docs/architecture.md#orders-and-activation. An order is created, handed to a gateway (pending), and
 * settles once: paid, failed or cancelled. Only a paid order can later be refunded: in full
 * (refunded) or in part (partially-refunded), and a partly refunded one may be refunded the rest of the way
 * (docs/business-rules.md#refunds). Nothing moves backwards and nothing leaves failed, cancelled or refunded: a customer who retries gets a new order, so one gateway transaction
 * never has to be matched against two histories.
 */
export const orderStatuses = ["created", "pending", "paid", "failed", "cancelled", "refunded", "partially-refunded"] as const;

export type OrderStatus = (typeof orderStatuses)[number];

const nextStatuses: Record<OrderStatus, readonly OrderStatus[]> = {
  created: ["pending"],
  pending: ["paid", "failed", "cancelled"],
  paid: ["refunded", "partially-refunded"],
  failed: [],
  cancelled: [],
  refunded: [],
  "partially-refunded": ["refunded"],
};

export function isOrderStatus(value: unknown): value is OrderStatus {
  return typeof value === "string" && (orderStatuses as readonly string[]).includes(value);
}

/** The one rule every move of an order obeys; the database update repeats `from` as its condition. */
export function canTransition(from: OrderStatus, to: OrderStatus): boolean {
  return nextStatuses[from].includes(to);
}

export function allowedNextStatuses(from: OrderStatus): readonly OrderStatus[] {
  return nextStatuses[from];
}

/** Settled: the gateway has answered and nothing but a refund can follow. */
export function isSettled(status: OrderStatus): boolean {
  return status !== "created" && status !== "pending";
}
