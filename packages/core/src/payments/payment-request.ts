/**
 * docs/business-rules.md#payment-request's payment request: what the page sends to `payment/EncryptFor{card gateway}` (encrypted,
 * payment-request-cipher.ts) and, in clear, to `payment/ChangeSubscription`. Built here so the page
 * and the tests build the same thing; the server parses it with payment-request-schema.ts and re-quotes
 * `selItems`, so nothing in it is trusted beyond "what the customer chose".
 */
import type { z } from "zod";
import type { Currency } from "../money.ts";
import type { QuoteSelection } from "../pricing/selection.ts";
import type { PaymentGateway } from "./order.ts";
import type { paymentFormSchema, paymentRequestSchema } from "./payment-request-schema.ts";
import type { CardPaymentOption } from "./upi.ts";

/** What a payment request pays for: the desktop tool's subscription (ToolSubscr) or the mobile app's (MobileSubscr). */
export const PAYMENT_TARGETS = ["tool", "mobile"] as const;
export type PaymentTarget = (typeof PAYMENT_TARGETS)[number];

/**
 * The payment form (billing details), as far as the gateway's page is prefilled with it. Field names
 * follow the remembered billing details (billing-details.ts) plus the email the receipt goes to.
 */
export type PaymentForm = z.output<typeof paymentFormSchema>;

/** A payment request as a caller may send it (payment-request-schema.ts says what is optional). */
export type PaymentRequestBody = z.input<typeof paymentRequestSchema>;

/** A payment request as the page builds it: every part present, selItems the selection but its currency (the request's). */
export type PaymentRequest = Omit<PaymentRequestBody, "form" | "selItems" | "paymentGateway" | "paymentOption" | "autoRenew"> & {
  form: PaymentForm;
  selItems: Omit<QuoteSelection, "currency">;
  paymentGateway: PaymentGateway;
  paymentOption?: CardPaymentOption;
  autoRenew?: boolean;
};

export function paymentRequestFor(args: {
  selection: QuoteSelection;
  userId: number;
  form?: PaymentForm;
  gateway: PaymentGateway;
  /** The card gateway's option the customer chose; left out, its card page. */
  paymentOption?: CardPaymentOption;
  /** "Renew automatically" ticked: the payment registers a card mandate (docs/business-rules.md#auto-renew-opt-in). */
  autoRenew?: boolean;
}): PaymentRequest {
  const { currency, ...selItems } = args.selection;
  return {
    form: args.form ?? {},
    selItems: { ...selItems, addons: [...selItems.addons] },
    target: selItems.isMobile ? "mobile" : "tool",
    userId: args.userId,
    currency,
    paymentGateway: args.gateway,
    ...(args.paymentOption ? { paymentOption: args.paymentOption } : {}),
    ...(args.autoRenew ? { autoRenew: true } : {}),
  };
}

/**
 * A webinar seat's payment request, as the buy page sends it: the seat (which webinar, currency, the
 * webinar's coupon if typed) and the payment request's own parts. Parsed by the card checkout with
 * @investar/contract/payments/webinar-payment-request, which checks at compile time that this parses.
 */
export interface WebinarPaymentRequest {
  form: PaymentForm;
  target: "webinar";
  webinarId: number;
  couponCode?: string;
  userId: number;
  currency: Currency;
  paymentGateway: PaymentGateway;
  paymentOption?: CardPaymentOption;
}

export function webinarPaymentRequestFor(args: {
  webinarId: number;
  couponCode: string | null;
  currency: Currency;
  userId: number;
  form?: PaymentForm;
  gateway: PaymentGateway;
  paymentOption?: CardPaymentOption;
}): WebinarPaymentRequest {
  return {
    form: args.form ?? {},
    target: "webinar",
    webinarId: args.webinarId,
    ...(args.couponCode?.trim() ? { couponCode: args.couponCode.trim() } : {}),
    userId: args.userId,
    currency: args.currency,
    paymentGateway: args.gateway,
    ...(args.paymentOption ? { paymentOption: args.paymentOption } : {}),
  };
}

/** billing_* fields of CCAvenue's request for the parts of the form that were filled in. */
export function gatewayBillingFields(form: PaymentForm): Record<string, string> {
  const pairs: Array<[string, string | null | undefined]> = [
    ["billing_name", form.name],
    ["billing_email", form.email],
    ["billing_tel", form.phone],
    ["billing_address", form.address],
    ["billing_city", form.city],
    ["billing_state", form.state],
    ["billing_zip", form.pinCode],
    ["billing_country", form.country],
  ];
  return Object.fromEntries(
    pairs
      .filter((pair): pair is [string, string] => typeof pair[1] === "string" && pair[1].trim() !== "")
      .map(([key, value]) => [key, value.trim()]),
  );
}
