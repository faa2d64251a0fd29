/** What other features may use of checkout; everything else in this folder is its own. */
export { checkoutPageServices } from "./pages.ts";
export { activationHook } from "./services/activate-order.ts";
export { checkoutByCard } from "./services/checkout-by-card.ts";
export { getPaymentFormDetails } from "./services/get-payment-form-details.ts";
export { openPaymentRequest } from "./services/open-payment-request.ts";
export { priceOrder, refuseOtherGateway } from "./services/price-order.ts";
export type { OrderFor, PriceOrderOptions } from "./services/price-order.ts";
export { receiptFacts } from "./services/queue-receipt-mail.ts";
export { orderBuyer } from "./services/order-buyer.ts";
