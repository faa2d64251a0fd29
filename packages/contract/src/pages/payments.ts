/** What the payment pages (CustomizeSubscription, the webinar buy page) read from the payments feature after the gateway. */
import type { BillingPlan, Currency, OrderStatus, PaymentGateway, QuoteSelection, RefundStatus } from "@investar/core";
import type { MobileAppPageData } from "./business.ts";

/** What every payment outcome says about the payment itself, whatever it bought. Money in minor units. */
export interface SettledPayment {
  orderNumber: string;
  status: OrderStatus;
  gateway: PaymentGateway;
  amount: number;
  currency: Currency;
  failureReason: string | null;
  /** The day (India) the order was settled. */
  settledOn: string;
  /** The GST invoice's PDF once the order is paid and invoiced. */
  invoiceUrl: string | null;
}

/** A card payment (or a change paid by credits) as its customer sees it after the gateway. */
export interface PaymentOutcome extends SettledPayment {
  product: string;
  plan: BillingPlan;
  isMobile: boolean;
  /** The expiry activation wrote; null until the order is paid and activated. */
  activatedUntil: string | null;
  /** What was chosen, so a failed or cancelled payment can be tried again as it was. */
  selection: QuoteSelection;
  /** A mobile subscription's store badges and QR code (ADR 0040); null for the desktop software. */
  mobileApp: MobileAppPageData | null;
  /**
   * The card mandate this payment asked to register ("Renew automatically", docs/business-rules.md#auto-renew-opt-in):
   * registered, refused (the gateway's words), or requested (no answer about it yet); null when not asked for.
   */
  autoRenew: { status: "requested" | "registered" | "refused"; refusal: string | null; firstDebitDay: string } | null;
}

/** A payment for a webinar seat after the gateway's return. */
export interface WebinarPaymentOutcome extends SettledPayment {
  webinar: { id: number; title: string; dateTime: string };
  couponCode: string | null;
}

/** One refund of a payment (docs/business-rules.md#refunds). Money in minor units. */
export interface RefundEntry {
  refundId: number;
  amount: number;
  destination: "wallet" | "gateway";
  status: RefundStatus;
  statusWords: string;
  reason: string;
  createdAt: string;
  settledAt: string | null;
  refundReference: string | null;
  gatewayReference: string | null;
  utr: string | null;
  failureReason: string | null;
  creditNoteNumber: string | null;
}

/** A refund on My Subscription: which payment it gives back, and where it stands. */
export interface MyRefund extends RefundEntry {
  orderNumber: string;
  currency: Currency;
}

export interface PaymentsPageServices {
  /** docs/business-rules.md#payment-request-encryption: the passphrase the page encrypts the payment request with (not a secret; ADR 0007). */
  getPaymentRequestPassphrase(): string;
  /** The outcome shown on CustomizeSubscription?payment=<orderNumber> after the gateway's return; null when the order is not this customer's. */
  getPaymentOutcome(userId: number, orderNumber: string): Promise<PaymentOutcome | null>;
  /** The webinar buy page's `?payment=`: how this customer's payment for a seat went; null when not theirs. */
  getWebinarPaymentOutcome(userId: number, orderNumber: string): Promise<WebinarPaymentOutcome | null>;
  /** My Subscription: the customer's refunds, newest first, with where each stands. */
  listMyRefunds(userId: number): Promise<MyRefund[]>;
}
