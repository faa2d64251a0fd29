/**
 * What page loaders get (docs/architecture.md#data-flow): the server's services, in-process, and the request's
 * facts. Each feature declares its own page services beside its page data (./<feature>.ts); this only joins them.
 */
import type { SessionUser } from "@investar/core";
import type { Language } from "@investar/core/i18n/languages";
import type { AccountClosurePageServices } from "./account-closure.ts";
import type { AccountsPageServices } from "./accounts.ts";
import type { AdminUsersPageServices } from "./admin-users.ts";
import type { AuditPageServices } from "./audit.ts";
import type { BusinessPageServices } from "./business.ts";
import type { CataloguePageServices } from "./catalogue.ts";
import type { CheckoutPageServices } from "./checkout.ts";
import type { CustomerNotesPageServices } from "./customer-notes.ts";
import type { CustomerTimelinePageServices } from "./customer-timeline.ts";
import type { DashboardPageServices } from "./dashboard.ts";
import type { GstReturnsPageServices } from "./gst-returns.ts";
import type { InvoicesPageServices } from "./invoices.ts";
import type { ManualPaymentsPageServices } from "./manual-payments.ts";
import type { MarketingPageServices } from "./marketing.ts";
import type { NewslettersPageServices } from "./newsletters.ts";
import type { PaymentQueuePageServices } from "./payment-queue.ts";
import type { PaymentsPageServices } from "./payments.ts";
import type { PrivacyRequestsPageServices } from "./privacy-requests.ts";
import type { PrivacyConsentPageServices } from "./privacy-consent.ts";
import type { ProfilePageServices } from "./profile.ts";
import type { ReferralsPageServices } from "./referrals.ts";
import type { ReleasesPageServices } from "./releases.ts";
import type { RenewalsPageServices } from "./renewals.ts";
import type { SiteContentPageServices } from "./site-content.ts";
import type { StaffSearchPageServices } from "./staff-search.ts";
import type { StatementsPageServices } from "./statements.ts";
import type { SubscriptionsPageServices } from "./subscriptions.ts";
import type { SupportDeskPageServices } from "./support-desk.ts";
import type { TwoFactorPageServices } from "./two-factor.ts";
import type { WalletPageServices } from "./wallet.ts";
import type { WebinarsPageServices } from "./webinars.ts";

/** What loaders may call: every feature's page services. */
export type WebServices = AccountClosurePageServices &
  AccountsPageServices &
  AdminUsersPageServices &
  AuditPageServices &
  BusinessPageServices &
  CataloguePageServices &
  CheckoutPageServices &
  CustomerNotesPageServices &
  CustomerTimelinePageServices &
  DashboardPageServices &
  GstReturnsPageServices &
  InvoicesPageServices &
  ManualPaymentsPageServices &
  MarketingPageServices &
  NewslettersPageServices &
  PaymentQueuePageServices &
  PaymentsPageServices &
  PrivacyRequestsPageServices &
  PrivacyConsentPageServices &
  ProfilePageServices &
  ReferralsPageServices &
  ReleasesPageServices &
  RenewalsPageServices &
  SiteContentPageServices &
  StaffSearchPageServices &
  StatementsPageServices &
  SubscriptionsPageServices &
  SupportDeskPageServices &
  TwoFactorPageServices &
  WalletPageServices &
  WebinarsPageServices;

export interface WebLoadContext {
  services: WebServices;
  /** The connection's address (behind the configured trusted proxy). */
  clientIp: string;
  /** `mustEnrolTwoFactor`: ADMIN_2FA=required and this admin has no authenticator yet (every guarded page sends them to enrol). */
  user: (SessionUser & { isAdmin: boolean; mustEnrolTwoFactor: boolean }) | null;
  nonce: string;
  /** The request's id (`x-request-id`, docs/deploy.md#request-ids): the reference an error page asks the customer to quote. */
  requestId: string;
  /** Logs a page's failure (a loader's, an action's or the render's) in the server's log, under the request's id. */
  reportError(error: unknown): void;
  publicUrl: string;
  setupDownloadUrl: string;
  /** The {host} of docs/business-rules.md#email-rules's email messages. */
  vendorEmailDomain: string;
  /** A deployment running the payment simulator: every page carries the "Test mode" ribbon (ADR 0012). */
  testMode: boolean;
  /** A local server asked for the pseudo-locale en-XA (X-Pseudo-Locale header): the test that finds strings bypassing the catalogue (ADR 0059). */
  pseudoLocale?: boolean;
  /**
   * The language the server rendered this page in (ADR 0059#choosing-a-language): its address's, or on the
   * customer's own pages the customer's. Absent in callers that build a context by hand: then the address's.
   */
  language?: Language;
  /** The language kept on the signed-in account (My Profile's choice), read with the session; null when never chosen. */
  accountLanguage?: Language | null;
  /**
   * A form posted without JavaScript calls the endpoint its script would call, in-process and with the visitor's cookies,
   * origin and address, so checks, limits and messages are the API's own (docs/adr/0058-forms-without-javascript.md).
   */
  callApi(call: FormApiCall): Promise<FormApiAnswer>;
}

/** An /api call made by a page's form action: `path` is under /api; a FormData body is sent as multipart, any other as JSON. */
export interface FormApiCall {
  method?: "GET" | "POST" | "PUT";
  path: string;
  query?: Record<string, string | number | boolean | undefined | null>;
  body?: unknown;
}

/** Its answer: the status, the parsed JSON (or text), the Application-Error header and the cookies to pass on to the browser. */
export interface FormApiAnswer {
  status: number;
  data: unknown;
  applicationError: string | null;
  cookies: string[];
}

/**
 * A page a visitor sees the same as every visitor of their location's currency (the price lists: docs/architecture.md#location)
 * sets this response header to the seconds the server may keep it for them (docs/adr/0057-server-rendering-cost.md#pages-kept-per-currency).
 * The server reads and removes it: what the browser gets says nothing about caching, since a shared cache
 * downstream cannot tell where a visitor is.
 */
export const KEPT_PER_LOCATION_CURRENCY_HEADER = "x-kept-per-location-currency";
