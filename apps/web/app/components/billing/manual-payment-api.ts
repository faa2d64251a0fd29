/**
 * SetUsersManualPayment as the CustomizeSubscription page calls it: docs/business-rules.md#payment-request's payment request with
 * paymentGateway ManualPayment — what is bought (selItems, the Quote call's body) and the form. The
 * server prices selItems itself; the amount in the form is only what the customer says they paid.
 */
import { unitsToMinor, type Currency, type ManualPaymentField, type ManualPaymentFormInput, type QuoteSelection } from "@investar/core";
import type { SelectionInput } from "@investar/core/pricing/selection-schema";
import { api } from "../../lib/api-client.ts";
import { ApiError } from "../../lib/api-error-message.ts";
import { answerOrThrow } from "../../lib/answer-or-throw.ts";
import { callEndpoint } from "../../lib/call-endpoint.ts";
import { setManualPaymentReference as setReference } from "@investar/contract/manual-payments/set-manual-payment-reference";

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

interface Answer {
  payment: {
    paymentId: number;
    orderNumber: string;
    amount: number;
    currency: "INR" | "USD";
    statusWords: string;
    manual: { reference: string | null } | null;
  };
  upi: UpiRequest | null;
  message: string;
}

/** What a manual payment buys: the page's subscription selection, or a seat in a webinar. */
export type ManualPurchase =
  | { kind: "subscription"; selection: QuoteSelection }
  | { kind: "webinar"; webinarId: number; currency: Currency; couponCode: string | null };

function purchaseFields(purchase: ManualPurchase): { selItems: SelectionInput } | { webinar: Record<string, unknown> } {
  if (purchase.kind === "subscription") return { selItems: { ...purchase.selection, addons: [...purchase.selection.addons] } };
  const { webinarId, currency, couponCode } = purchase;
  return { webinar: { webinarId, currency, ...(couponCode ? { couponCode } : {}) } };
}

/** A new purchase, or the UPI payment StartUpiPayment already made for it (by its order number). */
export type ManualPaymentFor = ManualPurchase | { kind: "started-upi"; orderNumber: string };

export async function submitManualPayment(
  userId: number,
  paying: ManualPaymentFor,
  form: ManualPaymentFormInput,
): Promise<SubmittedManualPayment> {
  const answer = await api.post<Answer>("payment/SetUsersManualPayment", {
    userId,
    paymentGateway: "ManualPayment",
    ...(paying.kind === "started-upi" ? { orderNumber: paying.orderNumber } : purchaseFields(paying)),
    form,
  });
  const { payment } = answer;
  return {
    paymentId: payment.paymentId,
    orderNumber: payment.orderNumber,
    amountDue: unitsToMinor(payment.amount, payment.currency),
    statusWords: payment.statusWords,
    message: answer.message,
    upi: answer.upi,
    reference: payment.manual?.reference ?? null,
  };
}

/** The server's messages for the form's own fields ("form.reference" → reference), to show beside them. */
export function formErrorsFrom(error: unknown): Partial<Record<ManualPaymentField, string>> {
  if (!(error instanceof ApiError)) return {};
  const body = error.call.body as { errors?: Record<string, string[]> } | undefined;
  const found: Partial<Record<ManualPaymentField, string>> = {};
  for (const [key, messages] of Object.entries(body?.errors ?? {})) {
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

export async function startUpiPayment(userId: number, purchase: ManualPurchase): Promise<StartedUpiPayment> {
  const answer = await api.post<Omit<StartedUpiPayment, "amount"> & { amount: number }>("payment/StartUpiPayment", {
    userId,
    ...purchaseFields(purchase),
  });
  return { ...answer, amount: unitsToMinor(answer.amount, "INR") };
}

/** The UTR of a pending payment, added on My Subscription; answers it as stored (normalised). */
export async function setManualPaymentReference(paymentId: number, reference: string): Promise<string | null> {
  const answer = await answerOrThrow(callEndpoint(setReference, { body: { paymentId, reference } }));
  return answer.manual?.reference ?? null;
}
