/** Payments (docs/business-rules.md#card-payment-flow): the order state machine, order numbers, gateway amounts and the payment-request cipher. */
export * from "./order-state.ts";
export * from "./order.ts";
export * from "./order-rules.ts";
export * from "./order-number.ts";
export * from "./gateway-amount.ts";
export * from "./payment-request-cipher.ts";
export * from "./manual-payment-modes.ts";
export * from "./manual-payment-payee.ts";
export * from "./manual-payment-form.ts";
export * from "./manual-payment-status.ts";
export * from "./payment-request.ts";
export * from "./activation-expiry.ts";
export * from "./refund-take-back.ts";
export * from "./upi.ts";
export * from "./coupon-hold.ts";
export * from "./same-basket.ts";
export * from "./purchase.ts";
