/**
 * SetUsersManualPayment as the CustomizeSubscription page calls it: docs/business-rules.md#payment-request's payment request with
 * paymentGateway ManualPayment — what is bought (selItems, the Quote call's body) and the form. The
 * server prices selItems itself; the amount in the form is only what the customer says they paid.
 */
import { lazyEndpoint } from "@investar/contract/lazy-endpoint";
import { unitsToMinor, type ManualPaymentField, type ManualPaymentFormInput, type Purchase } from "@investar/core";
import { manualPurchaseFieldsOf } from "@investar/contract/manual-payments/manual-purchase-fields";
import { answerOrThrow, CallFailedError } from "../../lib/answer-or-throw.ts";

import { callEndpoint } from "../../lib/call-endpoint.ts";

const setUsersManualPayment = lazyEndpoint(
  () => import("@investar/contract/manual-payments/set-users-manual-payment"),
  "setUsersManualPayment",
);
const startUpiPaymentEndpoint = lazyEndpoint(() => import("@investar/contract/manual-payments/start-upi-payment"), "startUpiPayment");
const setReference = lazyEndpoint(
  () => import("@investar/contract/manual-payments/set-manual-payment-reference"),
  "setManualPaymentReference",
);

export interface UpiRequest {
  link: string;
  qrCode: string;
}

export interface SubmittedManualPayment {
  paymentId: number;
  orderNumber: string;
  /** Minor units: what the server quoted. */
  amountDue: number;
  statusWords: string;
  message: string;
  upi: UpiRequest | null;
  /** The reference the customer gave (null: a UPI payment whose UTR follows). */
  reference: string | null;
}

/** What a manual payment buys: core's Purchase (the page's subscription selection, or a seat in a webinar). */
export type ManualPurchase = Purchase;

/** A new purchase, or the UPI payment StartUpiPayment already made for it (by its order number). */
export type ManualPaymentFor = ManualPurchase | { kind: "started-upi"; orderNumber: string };

export async function submitManualPayment(
  userId: number,
  paying: ManualPaymentFor,
  form: ManualPaymentFormInput,
  /** The customer confirmed a second payment while this basket's payment is pending (docs/business-rules.md#one-basket-one-pending-payment). */
  confirmDuplicate = false,
): Promise<SubmittedManualPayment> {
  const answer = await callEndpoint(setUsersManualPayment, {
    body: {
      userId,
      paymentGateway: "ManualPayment",
      ...(paying.kind === "started-upi" ? { orderNumber: paying.orderNumber } : manualPurchaseFieldsOf(paying)),
      form,
      ...(confirmDuplicate ? { confirmDuplicate } : {}),
    },
  });
  if (!answer.ok) throw new CallFailedError(answer.failure);
  const { payment, upi, message } = answer.data;
  return {
    paymentId: payment.paymentId,
    orderNumber: payment.orderNumber,
    amountDue: unitsToMinor(payment.amount, payment.currency),
    statusWords: payment.statusWords,
    message,
    upi,
    reference: payment.manual?.reference ?? null,
  };
}

/** The refusal of a second payment for a basket whose payment is pending (409 PaymentPending): its message, else null. */
export function pendingRefusalFrom(error: unknown): string | null {
  return error instanceof CallFailedError && error.failure.code === "PaymentPending" ? error.failure.message : null;
}

/** The server's messages for the form's own fields ("form.reference" → reference), to show beside them. */
export function formErrorsFrom(error: unknown): Partial<Record<ManualPaymentField, string>> {
  if (!(error instanceof CallFailedError)) return {};
  const found: Partial<Record<ManualPaymentField, string>> = {};
  for (const [key, messages] of Object.entries(error.failure.fields)) {
    const field = key.replace(/^form\./, "") as ManualPaymentField;
    if (key.startsWith("form.") && messages[0]) found[field] = messages[0];
  }
  return found;
}

/** StartUpiPayment's answer: the order the QR code pays, before anything is paid. */
export interface StartedUpiPayment {
  orderNumber: string;
  /** Minor units, INR. */
  amount: number;
  upi: UpiRequest;
  /** "usually within one working day" */
  activation: string;
}

export async function startUpiPayment(userId: number, purchase: ManualPurchase, confirmDuplicate = false): Promise<StartedUpiPayment> {
  const answer = await callEndpoint(startUpiPaymentEndpoint, {
    body: { userId, ...manualPurchaseFieldsOf(purchase), ...(confirmDuplicate ? { confirmDuplicate } : {}) },
  });
  if (!answer.ok) throw new CallFailedError(answer.failure);
  const { orderNumber, amount, upi, activation } = answer.data;
  return { orderNumber, amount: unitsToMinor(amount, "INR"), upi, activation };
}

/** The UTR of a pending payment, added on My Subscription; answers it as stored (normalised). */
export async function setManualPaymentReference(paymentId: number, reference: string): Promise<string | null> {
  const answer = await answerOrThrow(callEndpoint(setReference, { body: { paymentId, reference } }));
  return answer.manual?.reference ?? null;
}
