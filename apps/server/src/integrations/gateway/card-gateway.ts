import type { CardPaymentOption, Currency } from "@investar/core";
import type { Language } from "@investar/core/i18n/languages";
import type { MandateRequest } from "./ccavenue-mandate.ts";

/** What a gateway needs to know about an order to take the payment. */
export interface CheckoutOrder {
  orderNumber: string;
  userId: number;
  /** Minor units. */
  amount: number;
  currency: Currency;
  /** Optional billing_* fields (billing_name, billing_email, billing_tel…) prefilled on the gateway's page. */
  billing?: Record<string, string>;
  /** The option chosen in our pay step; the gateway opens its page on it (default: card). */
  paymentOption?: CardPaymentOption;
  /** The card mandate the customer asked to register with this payment (docs/business-rules.md#auto-renew-opt-in). */
  standingInstruction?: MandateRequest;
  /**
   * The language of the page the payment started on, echoed back in the gateway's answer so the customer returns to the
   * outcome page in it (docs/adr/0059-hindi-with-lingui.md#choosing-a-language); English when not given.
   */
  language?: Language;
}

/** What the browser posts to the gateway: a form with `encRequest` and `access_code` (CCAvenue's protocol). */
export interface CheckoutForm {
  action: string;
  fields: { encRequest: string; access_code: string };
}

/**
 * A gateway's view of one order, in our words: paid, failed (declined, timed out, invalid), cancelled
 * (the customer aborted), pending (no outcome yet), not-found (the customer never reached the gateway)
 * or unrecognised (a status we have no rule for: left for a person, never guessed).
 */
export type GatewayOutcome = "paid" | "failed" | "cancelled" | "pending" | "not-found" | "unrecognised";

export interface GatewayStatus {
  status: GatewayOutcome;
  /** The gateway's own word for it ("Successful", "Aborted"…), for logs and failure reasons. */
  gatewayStatus: string;
  orderNumber: string | null;
  /** Minor units, or null when missing or unreadable. */
  amount: number | null;
  currency: string | null;
  trackingId: string | null;
}

/** The gateway's return message (`encResp`), decrypted. */
export type GatewayResponseFields = Record<string, string>;

export interface CardGateway {
  /** The origin the checkout form posts to when it is not ours (the CSP's form-action must allow it). */
  readonly formOrigin: string | null;
  checkoutForm(order: CheckoutOrder): CheckoutForm;
  /** Throws GatewayResponseError when `encResp` is not ours (wrong key, damaged, garbage). */
  decryptResponse(encResp: string): GatewayResponseFields;
  /** Asks the gateway server-to-server; throws GatewayQueryError when it cannot be asked or answers an error. */
  queryStatus(orderNumber: string): Promise<GatewayStatus>;
}

export class GatewayResponseError extends Error {}
export class GatewayQueryError extends Error {}
