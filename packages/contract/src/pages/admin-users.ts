/** What /admin/users and a customer's back-office page read from the admin-users feature. */
import type {
  Acquisition,
  AuditPage,
  Currency,
  ManualPaymentMode,
  OrderStatus,
  PaymentGateway,
  PendingWalletCredit,
  SeatSource,
  Subscr,
  WalletPage,
} from "@investar/core";
import type { TaxDocumentEntry } from "./invoices.ts";

/** A user in the back office's search results ("Customers"). */
export interface AdminUserSummary {
  userId: number;
  name: string;
  email: string;
  mobileNo: string;
  role: string;
  isEmailVerified: boolean;
  disabled: boolean;
  createdAt: string; // ISO timestamp
}

export interface AdminUsersPage {
  users: AdminUserSummary[];
  /** The matches counted, at most core's SEARCH_COUNT_LIMIT (docs/business-rules.md#pager). */
  total: number;
  /** More customers match than `total`, which is then the limit: the pages cover the newest of them. */
  totalCapped: boolean;
  page: number;
  pageSize: number;
}

/** The query parameter of a customer's back-office page (and GetUserOverview) that holds the invoices' keyset position. */
export const INVOICES_POSITION_PARAM = "invoicesOlder";

/** Which page of each paged section of a customer's back-office page to show. */
export interface AdminUserOverviewPages {
  wallet: number;
  orders: number;
  audit: number;
  /**
   * The invoices' keyset position (ADR 0063): the documents after it, ten at a time. None, or a text that is not a
   * tax document's position, shows the newest.
   */
  invoicesOlder?: string | null;
}

/** An order (card, manual payment or a change paid by credits) in a customer's back-office page. Money in minor units. */
export interface AdminOrderEntry {
  paymentId: number;
  orderNumber: string;
  gateway: PaymentGateway;
  status: OrderStatus;
  statusWords: string;
  amount: number;
  currency: Currency;
  createdAt: string; // ISO timestamp
  settledAt: string | null;
  /** Manual payments: how the customer paid (one of core's manualPaymentModes) and their reference. */
  manualMode: ManualPaymentMode | null;
  manualReference: string | null;
}

/** A webinar seat in a customer's back-office page. */
export interface AdminUserWebinar {
  id: number;
  title: string;
  dateTime: string;
  when: "upcoming" | "past" | "cancelled";
  seatSource: SeatSource | null;
}

/** A card mandate in a customer's back-office page (docs/business-rules.md#auto-renew). Money in minor units. */
export interface AdminMandateEntry {
  id: number;
  kind: "tool" | "mobile";
  status: "active" | "cancelled" | "failed";
  currency: Currency;
  /** The most one debit may take. */
  upperLimit: number;
  frequency: "Month" | "Quarter" | "Annual";
  /** As the gateway named the card: network, last four digits, expiry "YYYY-MM". */
  cardNetwork: string | null;
  cardLast4: string | null;
  cardExpiry: string | null;
  /** The order whose payment registered it. */
  orderNumber: string;
  createdAt: string; // ISO timestamp
  endedAt: string | null;
  endedReason: string | null;
}

/**
 * One debit attempt on a mandate, newest first: its notice, then its charge (docs/business-rules.md#auto-renew-debit).
 * `not-charged` attempts were announced as a pay link (above ₹15,000) or a request for a new mandate (above its limit).
 */
export interface AdminMandateDebitEntry {
  id: number;
  mandateId: number;
  kind: "tool" | "mobile";
  /** The last day of the period it renews. */
  periodEnd: string;
  attempt: number;
  dueAt: string; // ISO timestamp
  amount: number;
  currency: Currency;
  status: "notified" | "charging" | "paid" | "failed" | "not-charged";
  noticeKind: "pre-debit" | "pay-link" | "ask-again";
  noticeSentAt: string;
  /** The charge reference (si_mer_charge_ref_no), also the debit's order number; null before the charge. */
  chargeRef: string | null;
  settledAt: string | null;
  failureReason: string | null;
}

export interface AdminUserOverview {
  profile: {
    userId: number;
    name: string;
    email: string;
    mobileNo: string;
    city: string;
    state: string | null;
    country: string | null;
    role: string;
    isAdmin: boolean;
    isEmailVerified: boolean;
    hasPassword: boolean;
    disabledAt: string | null;
    createdAt: string;
    /** Where they signed up: the registration variant (Normal, Google, a landing page…) and what came with it. */
    signUp: {
      source: string;
      utmSource: string | null;
      /** The landing visit's UTM parameters, gclid and fbclid (docs/business-rules.md#acquisition). */
      acquisition: Acquisition | null;
      partnerCode: string | null;
      brokerSource: string | null;
      ip: string | null;
    };
    /** India calendar day the desktop trial ends (or ended); null when none was started. */
    trialEndDate: string | null;
    instituteDiscountPercent: number;
  };
  subscriptions: { desktop: Subscr | null; mobile: Subscr | null };
  wallet: WalletPage;
  /** Wallet credits above the approval limit waiting for a second admin (docs/business-rules.md#wallet-credit-approval). */
  pendingWalletCredits: PendingWalletCredit[];
  orders: { entries: AdminOrderEntry[]; total: number; page: number; pageSize: number };
  /** A page of the invoices and credit notes, newest first (ADR 0063). */
  taxDocuments: TaxDocumentEntry[];
  /** `older`: the position that asks for the page after this one, null on the last; `newest`: this is the first page. */
  taxDocumentsPage: { older: string | null; newest: boolean };
  webinars: AdminUserWebinar[];
  /** Auto-renew: every mandate the customer gave, newest first, and the latest debit attempts on them (failures among them). */
  autoRenew: { mandates: AdminMandateEntry[]; debits: AdminMandateDebitEntry[] };
  audit: AuditPage;
}

export interface AdminUsersPageServices {
  /** /admin/users: users found by email, name, mobile or user id, 10 a page. */
  searchUsers(query: string, page: number): Promise<AdminUsersPage>;
  /** /admin/users/:userId: everything the back office knows about one customer; null when there is no such user. */
  getUserOverview(userId: number, pages: AdminUserOverviewPages): Promise<AdminUserOverview | null>;
}
