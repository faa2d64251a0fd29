/**
 * 'Proceed to Pay' and 'Change subscription' (docs/business-rules.md#api-payment `payment/EncryptFor{card gateway}` and
 * `payment/ChangeSubscription`). The page sends docs/business-rules.md#payment-request's payment request; for the card gateway it is
 * encrypted as docs/business-rules.md#payment-request-encryption says (core's cipher with the deployment's passphrase, ADR 0007). The server
 * prices the selection again, and for a card payment answers the form the browser posts to the gateway
 * (CCAvenue's protocol: `encRequest` and `access_code`). Every refusal is said in the server's words.
 */
import { lazyEndpoint } from "@investar/contract/lazy-endpoint";
import {
  paymentRequestFor,
  webinarPaymentRequestFor,
  type CardPaymentOption,
  type Currency,
  type PaymentForm,
  type QuoteSelection,
} from "@investar/core";
import { toast } from "./toast.ts";
import type { EndpointAnswer } from "@investar/contract/endpoint";
import { CallFailedError } from "./answer-or-throw.ts";
import { callEndpoint } from "./call-endpoint.ts";
import { reportFailure } from "./report-failure.ts";

const encryptForCcavenue = lazyEndpoint(() => import("@investar/contract/payments/encrypt-for-ccavenue"), "encryptForCcavenue");
const changeSubscriptionEndpoint = lazyEndpoint(() => import("@investar/contract/subscriptions/change-subscription"), "changeSubscription");

export interface CheckoutContext {
  selection: QuoteSelection;
  userId: number;
  /** docs/business-rules.md#payment-request-encryption's passphrase, from the page's loader. */
  passphrase: string;
  /** Billing details prefilled on the gateway's page. */
  form?: PaymentForm;
  /** The pay step's choice: the gateway opens on cards and net banking, or on UPI. */
  paymentOption?: CardPaymentOption;
  /** "Renew automatically": the payment also registers a card mandate (docs/business-rules.md#auto-renew-opt-in). */
  autoRenew?: boolean;
}

/** What the checkout endpoint answers: the form to post to the gateway (`encRequest` and `access_code`). */
type CheckoutForm = EndpointAnswer<typeof encryptForCcavenue>;

type Failed = { kind: "failed"; message: string; lasting: boolean };
export type CheckoutOutcome = { kind: "redirecting" } | Failed;

/** Posts the encrypted order to the gateway in a form, the way CCAvenue expects it. */
function postToGateway({ action, fields }: CheckoutForm): void {
  const form = document.createElement("form");
  form.method = "post";
  form.action = action;
  for (const [name, value] of Object.entries(fields)) {
    const input = document.createElement("input");
    input.type = "hidden";
    input.name = name;
    input.value = value;
    form.append(input);
  }
  document.body.append(form);
  form.submit();
}

/** A rate limit (429), or at checkout too many unfinished payments (409), stays on the page (`lasting`); anything else is a toast. */
function failed(error: unknown, lastingStatuses: readonly number[] = [429]): Failed {
  let lasting = false;
  const message = reportFailure(error, () => (lasting = true), lastingStatuses);
  return { kind: "failed", message, lasting };
}

/** UPI is for rupees: a dollar payment goes to the gateway's card page whatever was picked while in INR. */
export function payableOption(option: CardPaymentOption, currency: Currency): CardPaymentOption {
  return currency === "INR" ? option : "card";
}

export async function startCheckout({
  selection,
  userId,
  passphrase,
  form,
  paymentOption,
  autoRenew,
}: CheckoutContext): Promise<CheckoutOutcome> {
  return sendToGateway(passphrase, paymentRequestFor({ selection, userId, form, gateway: "CCAvenue", paymentOption, autoRenew }));
}

export interface WebinarCheckoutContext {
  webinarId: number;
  couponCode: string | null;
  currency: Currency;
  userId: number;
  passphrase: string;
  paymentOption?: CardPaymentOption;
}

/** Pay for a webinar seat: the same encrypted request and gateway form, with target "webinar". */
export async function startWebinarCheckout({
  passphrase,
  paymentOption = "card",
  ...seat
}: WebinarCheckoutContext): Promise<CheckoutOutcome> {
  return sendToGateway(
    passphrase,
    webinarPaymentRequestFor({ ...seat, gateway: "CCAvenue", paymentOption: payableOption(paymentOption, seat.currency) }),
  );
}

async function sendToGateway(passphrase: string, request: unknown): Promise<CheckoutOutcome> {
  let sealed: string;
  try {
    // The cipher is loaded when the buyer pays, not with the page (ADR 0018); a failed load is reported like a failed call.
    const { encryptPaymentRequest } = await import("@investar/core/payments/payment-request-cipher");
    sealed = await encryptPaymentRequest(passphrase, JSON.stringify(request));
  } catch (error) {
    return failed(error);
  }
  const result = await callEndpoint(encryptForCcavenue, { body: sealed });
  if (!result.ok) return failed(new CallFailedError(result.failure), [409, 429]);
  postToGateway(result.data);
  return { kind: "redirecting" };
}

export type ChangeOutcome = { kind: "changed"; orderNumber: string; message: string } | Failed;

/** A change the customer's credits pay in full: applied at once, nothing is posted to a gateway. */
export async function changeSubscription({ selection, userId, form }: Omit<CheckoutContext, "passphrase">): Promise<ChangeOutcome> {
  const request = paymentRequestFor({ selection, userId, form, gateway: "ChangeSub" });
  const body = { ...request, selItems: { ...request.selItems, addons: [...request.selItems.addons] } };
  const result = await callEndpoint(changeSubscriptionEndpoint, { body });
  if (!result.ok) return failed(new CallFailedError(result.failure));
  const { orderNumber, message } = result.data;
  toast.success(message);
  return { kind: "changed", orderNumber, message };
}
