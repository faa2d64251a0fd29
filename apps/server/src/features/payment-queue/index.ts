/** What other features may use of payment-queue; everything else in this folder is its own. */
export { paymentQueuePageServices } from "./pages.ts";
