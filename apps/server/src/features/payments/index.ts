/** What other features may use of payments; everything else in this folder is its own. */
export { reconcilePendingOrders } from "./jobs/reconcile-pending-orders.ts";
export type { ReconcileReport } from "./jobs/reconcile-pending-orders.ts";
export { paymentsPageServices } from "./pages.ts";
export { activationRoute } from "./routes/activation-route.ts";
export { createOrder } from "./services/create-order.ts";
export { listOrderRefunds } from "./services/list-refunds.ts";
export { openRefundIn } from "./services/open-refund.ts";
export { settleOrder } from "./services/settle-order.ts";
export { findOrderOutcome, findWebinarOrderOutcome, getOrderOutcome } from "./services/get-order-outcome.ts";
export { asSubscriptionOrder, isWebinarOrder } from "./services/on-order-paid.ts";
export type { AfterCommit, OnPaid, Order, SubscriptionOrder, WebinarOrder } from "./services/on-order-paid.ts";
export { paymentRequestPassphrase, requireSessionSecret } from "./services/payment-request-passphrase.ts";
export { startCardCheckout } from "./services/start-card-checkout.ts";
export type { MandateAsk } from "./services/start-card-checkout.ts";
export { submitOrder } from "./services/submit-order.ts";
export { transitionOrder } from "./services/transition-order.ts";
