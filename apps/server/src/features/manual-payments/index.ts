/** What other features may use of manual-payments; everything else in this folder is its own. */
export { manualPaymentsPageServices } from "./pages.ts";
export { page, paymentId, paymentInUnits, paymentSummarySchema } from "./routes/manual-payment-schemas.ts";
export { activateManualPayment } from "./services/activate-manual-payment.ts";
export type { ActivationVia } from "./services/activate-manual-payment.ts";
export { countPendingManualPayments } from "./services/count-pending-manual-payments.ts";
export { listMyManualPayments } from "./services/list-my-manual-payments.ts";
export { listPaymentUsers } from "./services/list-payment-users.ts";
export { selectPayments, toPaymentSummary } from "./services/payment-rows.ts";
export { queueManualPaymentRefunded } from "./services/queue-manual-payment-mail.ts";
export { paymentsSharingReference, releaseReference } from "./services/reference-claims.ts";
export { updatePaymentStatus } from "./services/update-payment-status.ts";
