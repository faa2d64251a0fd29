/**
 * 'Proceed to Pay' and 'Change subscription' (docs/business-rules.md#api-payment `payment/EncryptFor{card gateway}` and
 * `payment/ChangeSubscription`). The page sends docs/business-rules.md#payment-request's payment request; for the card gateway it is
 * encrypted as docs/business-rules.md#payment-request-encryption says (core's cipher with the deployment's passphrase, ADR 0007). The server
 * prices the selection again, and for a card payment answers the form the browser posts to the gateway
 * (CCAvenue's protocol: `encRequest` and `access_code`). Every refusal is said in the server's words.
 */
import {
  paymentRequestFor,
  webinarPaymentRequestFor,
  type CardPaymentOption,
  type Currency,
  type PaymentForm,
  type QuoteSelection,
} from "@investar/core";
import { toast } from "./toast.ts";
import { api } from "./api-client.ts";
import { SERVER_ERROR } from "./api-error-message.ts";
import { reportFailure } from "./report-failure.ts";

export const CHECKOUT_PATH = "payment/EncryptForCCAvenue";
export const CHANGE_SUBSCRIPTION_PATH = "payment/ChangeSubscription";

export interface CheckoutContext {
  selection: QuoteSelection;
  userId: number;
  /** docs/business-rules.md#payment-request-encryption's passphrase, from the page's loader. */
  passphrase: string;
  /** Billing details prefilled on the gateway's page. */
  form?: PaymentForm;
  /** The pay step's choice: the gateway opens on cards and net banking, or on UPI. */
  paymentOption?: CardPaymentOption;
}

/** What the checkout endpoint answers: the form to post to the gateway (`encRequest` and `access_code`). */
export interface CheckoutForm {
  action: string;
  fields: Record<string, string>;
}

type Failed = { kind: "failed"; message: string; lasting: boolean };
export type CheckoutOutcome = { kind: "redirecting" } | Failed;

function isCheckoutForm(value: unknown): value is CheckoutForm {
  if (typeof value !== "object" || value === null) return false;
  const { action, fields } = value as Record<string, unknown>;
  if (typeof action !== "string" || !/^(https?:\/\/|\/)/u.test(action)) return false;
  return typeof fields === "object" && fields !== null && Object.values(fields).every((field) => typeof field === "string");
}

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

export async function startCheckout({ selection, userId, passphrase, form, paymentOption }: CheckoutContext): Promise<CheckoutOutcome> {
  return sendToGateway(passphrase, paymentRequestFor({ selection, userId, form, gateway: "CCAvenue", paymentOption }));
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
  try {
    // The cipher is loaded when the buyer pays, not with the page (ADR 0018); a failed load is reported like a failed call.
    const { encryptPaymentRequest } = await import("@investar/core/payments/payment-request-cipher");
    const answer = await api.post<unknown>(CHECKOUT_PATH, await encryptPaymentRequest(passphrase, JSON.stringify(request)));
    if (!isCheckoutForm(answer)) return failed(new Error(SERVER_ERROR));
    postToGateway(answer);
    return { kind: "redirecting" };
  } catch (error) {
    return failed(error, [409, 429]);
  }
}

export type ChangeOutcome = { kind: "changed"; orderNumber: string; message: string } | Failed;

/** A change the customer's credits pay in full: applied at once, nothing is posted to a gateway. */
export async function changeSubscription({ selection, userId, form }: Omit<CheckoutContext, "passphrase">): Promise<ChangeOutcome> {
  try {
    const answer = await api.post<{ orderNumber?: unknown; message?: unknown }>(
      CHANGE_SUBSCRIPTION_PATH,
      paymentRequestFor({ selection, userId, form, gateway: "ChangeSub" }),
    );
    if (typeof answer.orderNumber !== "string") return failed(new Error(SERVER_ERROR));
    const message = typeof answer.message === "string" ? answer.message : "Your subscription has been changed.";
    toast.success(message);
    return { kind: "changed", orderNumber: answer.orderNumber, message };
  } catch (error) {
    return failed(error);
  }
}
