/**
 * docs/business-rules.md#payment-request's payment request: what the page sends to `payment/EncryptFor{card gateway}` (encrypted,
 * payment-request-cipher.ts) and, in clear, to `payment/ChangeSubscription`. Built here so the page
 * and the tests build the same thing; the server checks it with its own schema and re-quotes
 * `selItems`, so nothing in it is trusted beyond "what the customer chose".
 */
import type { Currency } from "../money.ts";
import type { BillingPlan, LicenseType } from "../pricing/catalogue.ts";
import type { ExpiryMode } from "../pricing/dates.ts";
import { selectionWithDefaults, type QuoteSelection } from "../pricing/selection.ts";
import type { PaymentGateway } from "./order.ts";

/** What the payment is for: the desktop tool's subscription (ToolSubscr) or the mobile app's (MobileSubscr). */
export const PAYMENT_TARGETS = ["tool", "mobile"] as const;
export type PaymentTarget = (typeof PAYMENT_TARGETS)[number];

/**
 * The payment form (billing details), as far as the gateway's page is prefilled with it. Field names
 * follow the remembered billing details (billing-details.ts) plus the email the receipt goes to.
 */
export interface PaymentForm {
  name?: string;
  email?: string;
  phone?: string;
  address?: string;
  city?: string;
  state?: string;
  pinCode?: string;
  country?: string;
  gstin?: string | null;
}

/** The selection as the page holds it (the Quote call's fields, currency aside: the request carries it). */
export interface PaymentSelItems {
  product: string;
  plan: BillingPlan;
  addons: string[];
  licenseType: LicenseType | null;
  noOfLicenses: number;
  portfolio: number;
  couponCode: string | null;
  useWallet: boolean;
  expiryMode: ExpiryMode;
  isMobile: boolean;
  isRecurring: boolean;
}

export interface PaymentRequest {
  form: PaymentForm;
  selItems: PaymentSelItems;
  target: PaymentTarget;
  userId: number;
  currency: Currency;
  paymentGateway: PaymentGateway;
}

export function paymentRequestFor(args: { selection: QuoteSelection; userId: number; form?: PaymentForm; gateway: PaymentGateway }): PaymentRequest {
  const { currency, ...rest } = args.selection;
  return {
    form: args.form ?? {},
    selItems: { ...rest, addons: [...rest.addons] },
    target: rest.isMobile ? "mobile" : "tool",
    userId: args.userId,
    currency,
    paymentGateway: args.gateway,
  };
}

/** The selection the engine quotes: the request's currency, and the target decides tool or mobile. */
export function selectionOfPaymentRequest(request: Pick<PaymentRequest, "selItems" | "currency" | "target">): QuoteSelection {
  return selectionWithDefaults({ ...request.selItems, currency: request.currency, isMobile: request.target === "mobile" });
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
  return Object.fromEntries(pairs.filter((pair): pair is [string, string] => typeof pair[1] === "string" && pair[1].trim() !== "").map(([key, value]) => [key, value.trim()]));
}
