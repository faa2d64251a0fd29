/**
 * The admin page's calls (docs/business-rules.md#api-payment payment/* manual payment calls), typed by their
 * contracts, money turned back from the API's currency units into minor units once, here, as quote-api.ts
 * does for prices. A failed call throws the API's error, for useCall to report.
 */
import { lazyEndpoint } from "@investar/contract/lazy-endpoint";
import type { EndpointAnswer } from "@investar/contract/endpoint";
import { unitsToMinor } from "@investar/core";
import { answerOrThrow } from "../../lib/answer-or-throw.ts";
import { callEndpoint } from "../../lib/call-endpoint.ts";

const getManualPaymentDetails = lazyEndpoint(
  () => import("@investar/contract/manual-payments/get-manual-payment-details"),
  "getManualPaymentDetails",
);
const getPaymentModesForManualPayment = lazyEndpoint(
  () => import("@investar/contract/manual-payments/get-payment-modes-for-manual-payment"),
  "getPaymentModesForManualPayment",
);
const searchManualPayments = lazyEndpoint(
  () => import("@investar/contract/manual-payments/search-manual-payments"),
  "searchManualPayments",
);
const activateManualPayment = lazyEndpoint(
  () => import("@investar/contract/manual-payments/activate-manual-payment"),
  "activateManualPayment",
);
const updateUserPaymentStatus = lazyEndpoint(
  () => import("@investar/contract/payments/update-user-payment-status"),
  "updateUserPaymentStatus",
);
const rejectManualPayment = lazyEndpoint(() => import("@investar/contract/manual-payments/reject-manual-payment"), "rejectManualPayment");
const refundPayments = lazyEndpoint(() => import("@investar/contract/payments/refund-payments"), "refundPayments");
const checkRefundStatus = lazyEndpoint(() => import("@investar/contract/payments/check-refund-status"), "checkRefundStatus");

export type PaymentsPage = EndpointAnswer<typeof getPaymentModesForManualPayment>;
export type AdminPayment = PaymentsPage["payments"][number];
export type AdminPaymentDetails = EndpointAnswer<typeof getManualPaymentDetails>;
/** A payment the admin's search found, with whose it is. */
export type FoundPayment = EndpointAnswer<typeof searchManualPayments>["payments"][number];

function paymentToMinor<T extends AdminPayment>(payment: T): T {
  const minor = (units: number) => unitsToMinor(units, payment.currency);
  return {
    ...payment,
    amount: minor(payment.amount),
    manual: payment.manual ? { ...payment.manual, declaredAmount: minor(payment.manual.declaredAmount) } : null,
  };
}

export const adminPayments = {
  async payments(userId: number, isManualPayment: boolean, page: number): Promise<PaymentsPage> {
    const answer = await answerOrThrow(
      callEndpoint(getPaymentModesForManualPayment, { query: { userId, isManualPayment: String(isManualPayment), page } }),
    );
    return { ...answer, payments: answer.payments.map(paymentToMinor) };
  },

  async details(userId: number, paymentId: number, isManualPayment: boolean): Promise<AdminPaymentDetails> {
    const answer = await answerOrThrow(
      callEndpoint(getManualPaymentDetails, { query: { userId, paymentId, isManualPayment: String(isManualPayment) } }),
    );
    const minor = (units: number) => unitsToMinor(units, answer.currency);
    return {
      ...paymentToMinor(answer),
      items: answer.items.map((item) => ({ ...item, total: minor(item.total) })),
      gst: minor(answer.gst),
      walletDeductions: minor(answer.walletDeductions),
      refunds: answer.refunds.map((refund) => ({ ...refund, amount: minor(refund.amount) })),
      refundTotals: {
        refunded: minor(answer.refundTotals.refunded),
        inFlight: minor(answer.refundTotals.inFlight),
        left: minor(answer.refundTotals.left),
      },
    };
  },

  /** docs/business-rules.md#upi-payments: by UTR or other reference (whole or its start) or order number (whole or its end). */
  /** By UTR or other reference (whole or its start) or order number (whole or its end). */
  async search(query: string, isManualPayment: boolean): Promise<FoundPayment[]> {
    const answer = await answerOrThrow(callEndpoint(searchManualPayments, { query: { query, isManualPayment: String(isManualPayment) } }));
    return answer.payments.map(paymentToMinor);
  },

  updateStatus: (paymentId: number, paymentStatus: string) =>
    answerOrThrow(callEndpoint(updateUserPaymentStatus, { query: { paymentId, paymentStatus } })),

  /** Text answer: "Payment … activated." or "Payment … is already activated." */
  activate: (paymentId: number) => answerOrThrow(callEndpoint(activateManualPayment, { query: { pId: paymentId } })),

  /** docs/business-rules.md#manual-payment-rejection: with the reason the customer reads. */
  reject: (paymentId: number, reason: string) => answerOrThrow(callEndpoint(rejectManualPayment, { body: { paymentId, reason } })),

  refund: (body: { paymentId: number; amount: number; to: "wallet" | "gateway"; reason?: string; utr?: string }) =>
    answerOrThrow(callEndpoint(refundPayments, { body })),

  /** Asks the gateway now about a card refund it has not settled. */
  checkRefund: (refundId: number) => answerOrThrow(callEndpoint(checkRefundStatus, { body: { refundId } })),
};
