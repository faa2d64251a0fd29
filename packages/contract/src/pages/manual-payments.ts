/** What My Subscription and the back office's payment pages read from the manual-payments feature. */
import type { Basket, Currency, OrderStatus } from "@investar/core";

/** A manual payment as its customer sees it. Money in minor units. */
export interface ManualPaymentEntry {
  paymentId: number;
  orderNumber: string;
  /** One of core's manualPaymentModes. */
  mode: string;
  reference: string | null;
  /** What the server quoted: the amount the order is for. */
  amountDue: number;
  /** What the customer said they paid. */
  declaredAmount: number;
  currency: Currency;
  paymentDate: string; // YYYY-MM-DD
  bankName: string | null;
  status: OrderStatus;
  statusWords: string;
  /** The admin's latest note (UpdateUserPaymentStatus). */
  statusText: string;
  /** docs/business-rules.md#manual-payment-rejection: why staff rejected it (null unless rejected). */
  rejectionReason: string | null;
  /** docs/business-rules.md#one-basket-one-pending-payment: the order number of the pending payment this one may duplicate. */
  possibleDuplicateOf: string | null;
  submittedAt: string; // ISO timestamp
  /** Names of what the payment buys, from the order's quote. */
  items: string[];
  /** Pending UPI payments: the QR code (a data URI) and upi:// link for the exact amount. */
  upi: { link: string; qrCode: string } | null;
  /** What it buys, for docs/business-rules.md#one-basket-one-pending-payment: the checkout of this basket shows it pending. */
  basket: Basket;
}

export interface ManualPaymentUser {
  userId: number;
  name: string;
  email: string;
  pendingCount: number;
  paymentCount: number;
  lastPaymentAt: string; // ISO timestamp
}

export interface ManualPaymentUsersPage {
  users: ManualPaymentUser[];
  total: number;
  page: number;
  pageSize: number;
}

export interface PendingManualPaymentCounts {
  pendingPayments: number;
  usersWaiting: number;
}

export interface ManualPaymentsPageServices {
  /** My Subscription: this customer's manual payments, newest first, with the UPI QR code of those still pending. */
  listManualPayments(userId: number): Promise<ManualPaymentEntry[]>;
  /** admin/activate-manual-payment: customers with manual (or, with false, card) payments, most waiting first. */
  listManualPaymentUsers(isManualPayment: boolean, page: number): Promise<ManualPaymentUsersPage>;
  /** The admin landing page: manual payments waiting for an admin. */
  countPendingManualPayments(): Promise<PendingManualPaymentCounts>;
}
