import { createContext } from "react-router";
<<<<<<< HEAD
import type {
  Catalogue,
  Currency,
  SeatSource,
  UserSubscriptionDetails,
  VideoCategory,
  WalletPage,
  WebinarInput,
  WebinarLanguage,
  WebinarLevel,
  WebinarPrice,
  WebinarStatus,
  WebinarTrack,
  SetupChannel,
} from "@investar/core";
import type { Acquisition, HomeSlideArt, NewsletterSummary, PendingWalletCredit } from "@investar/core";
import type { AdminCatalogue, AuditFilter, AuditPage, OfferTerms, SessionUser, Subscr } from "@investar/core";

export interface Testimonial {
  id: number;
  author: string;
  place: string;
  occupation: string;
  body: string;
}

/** What the back office also sees of a testimonial: its place in the carousel and whether it is shown. */
export interface AdminTestimonial extends Testimonial {
  order: number;
  active: boolean;
}

/** One slide of the home page's rotating banner. */
export interface HomeSlide {
  id: number;
  art: HomeSlideArt;
  eyebrow: string;
  headline: string;
  body: string;
  /** Both or neither: without a link the slide offers the download button. */
  linkLabel: string | null;
  linkHref: string | null;
}

export interface AdminHomeSlide extends HomeSlide {
  order: number;
  active: boolean;
}

export interface SiteCounter {
  key: string;
  label: string;
  target: number;
}

export interface PlanCard {
  slug: string;
  name: string;
  tagline: string;
  fromMonthlyMinor: number;
  billingNote: string;
  features: string[];
  isHighlighted: boolean;
}

export interface OfferBanner {
  id: number;
  headline: string;
  body: string;
  ctaLabel: string;
  ctaHref: string;
}

export interface HomeContent {
  slides: HomeSlide[];
  testimonials: Testimonial[];
  counters: SiteCounter[];
  plans: PlanCard[];
  offer: OfferBanner | null;
}

export interface VersionHistoryEntry {
  id: number;
  version: string;
  releasedOn: string; // ISO date (yyyy-mm-dd)
  isBeta: boolean;
  highlights: string[];
}

/** An installer in the file store, as the back office lists it (ADR 0027). */
export interface SetupBuild {
  id: number;
  channel: SetupChannel;
  version: string;
  /** The name the download is saved under. */
  fileName: string;
  size: number;
  /** Hex SHA-256 of the bytes served. */
  sha256: string;
  /** ISO instant of the upload, or of the promotion for a build promoted to Prod. */
  uploadedAt: string;
  /** Who uploaded or promoted it (name and email), null once that account is gone. */
  uploadedBy: string | null;
  /** A Prod build's Beta original. */
  promotedFromId: number | null;
  /** A Beta build's copy in Prod, once promoted. */
  promotedToId: number | null;
}

/** What the download page states of a channel's installer. */
export type PublishedSetup = Pick<SetupBuild, "version" | "fileName" | "size" | "sha256" | "uploadedAt">;

/** /admin/releases: the notes of both channels and one page of builds, newest first. */
export interface AdminReleases {
  notes: Record<SetupChannel, VersionHistoryEntry[]>;
  builds: SetupBuild[];
  total: number;
  page: number;
  pageSize: number;
}

/** An offer banner as /admin/site edits it; times are ISO instants. */
export interface AdminOfferBanner extends OfferBanner {
  startsAt: string | null;
  endsAt: string | null;
  active: boolean;
  updatedAt: string;
  /** Whether customers see it now (switched on and inside its dates). */
  showing: boolean;
}

export interface AdminSite {
  banners: AdminOfferBanner[];
  counters: SiteCounter[];
  slides: AdminHomeSlide[];
  testimonials: AdminTestimonial[];
}

/** What loaders may call: the server's services, in-process (docs/architecture.md#data-flow). */
export interface WebServices {
  /** The whole pricing catalogue from the database (cached), as the core pricing engine reads it. */
  getPricingCatalogue(): Promise<Catalogue>;
  /** docs/business-rules.md#user-subscription-details user subscription details of this user (tool, mobile, trial, wallet, personal discounts). */
  getSubscriptionDetails(userId: number): Promise<UserSubscriptionDetails>;
  /** docs/architecture.md#location: country and currency from the visitor's address ('in' → INR, else USD; unknown → INR). */
  getUserLocation(ip: string): Promise<{ country: string; currency: Currency }>;
  getHomeContent(): Promise<HomeContent>;
  getPlanCards(): Promise<PlanCard[]>;
  /** Releases newest first; `isBeta` picks the beta channel instead of the production one. */
  listVersionHistory(isBeta: boolean): Promise<VersionHistoryEntry[]>;
  /** The confirm-email page: verifies the address from the activation link (docs/business-rules.md#account-activation auth/VerifyEmail). */
  confirmEmail(token: string): Promise<EmailConfirmation>;
  /** Whether a password reset link (`?id=` on password-recovery) can still be used; uses nothing up. */
  isResetLinkLive(token: string): Promise<boolean>;
  /** The old address's "this was not me" link: cancels (or undoes) an email change and signs every device out. */
  cancelEmailChange(token: string): Promise<EmailChangeCancellation>;
  /** The my-referral page: everyone this user invited, newest first (docs/business-rules.md#api-auth auth/GetReferrals). */
  listReferrals(refereeId: number): Promise<ReferralEntry[]>;
  /** The member's own referral link to share, and the wallet credit a referral earns per currency (minor units, 0: none). */
  getReferralProgram(userId: number): Promise<{ link: string; rewards: Record<Currency, number> }>;
  /** Public ids the social login buttons need; null where that provider is not configured. */
  getSocialLoginConfig(): SocialLoginConfig;
  /** The my-profile page: member and contact info, email, mobile, flags and picture version of one account. */
  getProfile(userId: number): Promise<import("@investar/core/profile").AccountProfile>;
  /** My Subscription: this customer's manual payments, newest first, with the UPI QR code of those still pending. */
  listManualPayments(userId: number): Promise<ManualPaymentEntry[]>;
  /** admin/activate-manual-payment: customers with manual (or, with false, card) payments, most waiting first. */
  listManualPaymentUsers(isManualPayment: boolean, page: number): Promise<ManualPaymentUsersPage>;
  /** The admin landing page: manual payments waiting for an admin. */
  countPendingManualPayments(): Promise<PendingManualPaymentCounts>;
  /** The admin landing page's dashboard: sign-ups, trials, conversion, revenue, subscriptions, registrations. */
  getAdminDashboard(): Promise<AdminDashboard>;
  /** My Subscription: this customer's GST tax invoices and credit notes, newest first (ADR 0008). */
  listInvoices(userId: number): Promise<TaxDocumentEntry[]>;
  /** What a renewal switches the subscription to at the old expiry (ADR 0026). */
  listScheduledChanges(userId: number): Promise<ScheduledSubscriptionChange[]>;
  /** My Wallet: balances by currency and kind, one page of the ledger (10 a page, newest first), the spending switch. */
  getWalletPage(userId: number, page: number): Promise<WalletPage>;
  /** docs/business-rules.md#payment-request-encryption: the passphrase the page encrypts the payment request with (not a secret; ADR 0007). */
  getPaymentRequestPassphrase(): string;
  /** The outcome shown on CustomizeSubscription?payment=<orderNumber> after the gateway's return; null when the order is not this customer's. */
  getPaymentOutcome(userId: number, orderNumber: string): Promise<PaymentOutcome | null>;
  /** The webinar buy page: one seat's price for this customer (GetWebinarSeatPrice's answer). */
  getWebinarSeatOffer(
    userId: number,
    request: { webinarId: number; currency: Currency; couponCode?: string | null },
  ): Promise<WebinarSeatOffer>;
  /** The webinar buy page's `?payment=`: how this customer's payment for a seat went; null when not theirs. */
  getWebinarPaymentOutcome(userId: number, orderNumber: string): Promise<WebinarPaymentOutcome | null>;
  /** CustomizeSubscription's billing details: those last saved (payment/UsersPaymentFormDetails), else the profile's as a suggestion. */
  getPaymentFormDetails(userId: number): Promise<import("@investar/core/billing-details").BillingDetails & { isSaved: boolean }>;
  /** The education pages: upcoming or past live sessions of a track, as this caller sees them (ADR 0017). */
  listWebinars(query: { track: WebinarTrack; isLive: boolean; caller: WebinarCaller | null; currency: Currency }): Promise<WebinarCard[]>;
  /** The software-training page: training videos of a category (all three with null), from the provider's playlist or stored. */
  listTrainingVideos(category: VideoCategory | null): Promise<WebinarCard[]>;
  /** My Webinars: the sessions this user registered for or bought. */
  listMyWebinars(userId: number, currency: Currency): Promise<MyWebinarsData>;
  /** /admin/webinars: every webinar and video, 10 a page. */
  listAdminWebinars(page: number): Promise<AdminWebinarsPage>;
  /** /admin/catalogue: every price, coupon and rule as the back office edits them. */
  getAdminCatalogue(): Promise<AdminCatalogue>;
  /** /admin/two-factor: whether this staff account signs in with an authenticator (ADR 0031). */
  getTwoFactorStatus(userId: number): Promise<TwoFactorStatus>;
  /** /admin/webinars: one webinar's registrants, 10 a page. */
  listWebinarRegistrants(webinarId: number, page: number): Promise<WebinarRegistrantsPage>;
  /** /admin/users: users found by email, name, mobile or user id, 10 a page. */
  searchUsers(query: string, page: number): Promise<AdminUsersPage>;
  /** /admin/users/:userId: everything the back office knows about one customer; null when there is no such user. */
  getUserOverview(userId: number, pages: AdminUserOverviewPages): Promise<AdminUserOverview | null>;
  /** /admin/audit: the audit log, newest first, filtered, 10 a page. */
  listAudit(filter: AuditFilter, page: number): Promise<AuditPage>;
  /** payment/IsOfferActivated: the published offers (scheme discounts) running today. */
  listRunningOffers(): Promise<RunningOffer[]>;
  /** Auth/getCouponCodeForMasterTrader as one offer; null when no Master Trader coupon can be used today. */
  getMasterTraderOffer(): Promise<CouponOffer | null>;
  /** user/GetWebinarDiscountFields: the best webinar discount open to this customer today; null when none. */
  getWebinarDiscount(userId: number): Promise<CouponOffer | null>;
  /** payment/StandalonePriceList: the software on its own, INR minor units with GST. */
  listStandalonePrices(): Promise<StandalonePriceRow[]>;
  /** /admin/campaign-sign-ups: accounts from landing pages, the broker page and partner codes, 10 a page. */
  listCampaignSignUps(page: number): Promise<CampaignSignUpsPage>;
  /** The download page: the newest installer of each channel; null where none was uploaded through the back office. */
  getPublishedSetups(): Promise<Record<SetupChannel, PublishedSetup | null>>;
  /** /admin/releases: release notes of both channels and one page of uploaded builds. */
  getAdminReleases(page: number): Promise<AdminReleases>;
  /** /admin/site: every offer banner, running or not, and the home page's counters. */
  getAdminSite(): Promise<AdminSite>;
  /** The business as pages print it (footer, contact, payment pages); local mode's marked sample, or null on a deployed site without one (ADR 0033). */
  getBusinessProfile(): Promise<import("@investar/core").BusinessProfile | null>;
  /** /admin/business: the profile as saved, whether it is complete, and local mode's sample. */
  getAdminBusinessProfile(): Promise<import("@investar/core").AdminBusinessProfile>;
  /** Rupee prices for copy ("Standard/month" → "₹831") from the catalogue in effect today (docs/business-rules.md#prices-in-copy). */
  getCopyPrices(): Promise<import("@investar/core").CopyPrices>;
  /** /admin: what must be true before the site takes money (ADR 0033). */
  getLaunchChecklist(): Promise<import("@investar/core").LaunchChecklist>;
  /** /admin/newsletters: the latest mailings with copies sent and unsubscribes. */
  listNewsletters(): Promise<{ newsletters: NewsletterSummary[] }>;
}

/** A published offer running today (payment/IsOfferActivated); its coupon code, if any, is not published. */
export interface RunningOffer extends OfferTerms {
  label: string;
  validUntil: string | null; // YYYY-MM-DD, India
  needsCoupon: boolean;
}

/** docs/business-rules.md#offer-coupon: a percent off until a day, with the code to enter (null: applied by itself). */
export interface CouponOffer {
  discount: number;
  discountEndDate: string | null; // YYYY-MM-DD, India
  couponCode: string | null;
}

/** docs/business-rules.md#standalone-price-list: an item, the GST on it and the total. INR minor units. */
export interface StandalonePriceRow {
  Name: string;
  Price: number;
  Gst: number;
  Total: number;
}

export interface TwoFactorStatus {
  enrolled: boolean;
  enrolledAt: string | null;
  recoveryCodesLeft: number;
  /** ADMIN_2FA=required on this site. */
  required: boolean;
}

export interface WebinarCaller {
  userId: number;
  isAdmin: boolean;
}

/** What the caller pays, in the currency asked for; money in minor units. */
export type WebinarCallerPrice = { kind: "free" } | { kind: "subscriber"; listPrice: WebinarPrice } | { kind: "paid"; price: WebinarPrice };

/**
 * The product's webinar/video entity (business-rules.md#webinar-video) as one caller sees it, plus what
 * running live sessions adds. Money in minor units (the API converts to currency units at the edge).
 */
export interface WebinarCard {
  id: number;
  track: WebinarTrack;
  level: WebinarLevel;
  title: string;
  description: string;
  prerequisite: string;
  /** Minutes. */
  duration: number;
  presenter: string;
  aboutPresenter: string;
  language: WebinarLanguage;
  thumbnailUrl: string;
  videoId: string;
  dateTime: string;
  category: VideoCategory | null;
  isVideo: boolean;
  inrAmount: number;
  usdAmount: number;
  isPaidWebinar: boolean;
  isRegisteredForWebinar: boolean;
  discount: number | null;
  discountEndDate: string | null;
  couponCode: string | null;
  status: WebinarStatus;
  seatLimit: number | null;
  seatsLeft: number | null;
  registrationOpen: boolean;
  hasRecording: boolean;
  materialCount: number;
  /** Registrants (and admins) only, from 30 minutes before the start until the end. */
  joinUrl: string | null;
  /** How the caller holds the seat; null when not registered. */
  seatSource: SeatSource | null;
  currency: Currency;
  price: WebinarCallerPrice;
}

export interface MyWebinarsData {
  upcoming: WebinarCard[];
  past: WebinarCard[];
  /** Sessions the user held a seat in that were called off, newest first. */
  cancelled: WebinarCard[];
}

/** A webinar or video as staff edit it: the form's fields (money in currency units) and what it has. */
export interface AdminWebinar extends WebinarInput {
  id: number;
  /** The stored status, and the one the clock makes of it. */
  storedStatus: WebinarStatus;
  status: WebinarStatus;
  registrants: number;
  recording: { contentType: string; size: number } | null;
  materials: { id: number; fileName: string; size: number }[];
  /** Copied from the provider's playlist: the next sync overwrites edits. */
  fromPlaylist: boolean;
}

export interface AdminWebinarsPage {
  webinars: AdminWebinar[];
  total: number;
  page: number;
  pageSize: number;
}

export interface WebinarRegistrant {
  userId: number;
  name: string;
  email: string;
  mobileNo: string;
  source: SeatSource;
  registeredAt: string;
  /** Minor units, for bought seats. */
  amountPaid: number | null;
  currency: Currency | null;
  refundedAt: string | null;
}

export interface WebinarRegistrantsPage {
  webinarId: number;
  title: string;
  registrants: WebinarRegistrant[];
  total: number;
  page: number;
  pageSize: number;
}

export interface ReferralEntry {
  id: number;
  email: string;
  status: "Invited" | "Registered" | "Subscribed";
  invitedAt: string; // ISO timestamp
  updatedAt: string;
}

export interface SocialLoginConfig {
  googleClientId: string | null;
  facebookAppId: string | null;
  /** PUBLIC_URL/facebookLogin: where the providers send the popup back (it must be registered with them). */
  redirectUri: string;
}

export type EmailConfirmation =
  | { ok: true; userId: number; email: string; name: string; hasPassword: boolean; kind: "activation" | "email-change" }
  | { ok: false; message: string };

export type EmailChangeCancellation =
  { ok: true; email: string; reverted: boolean; signedOutSessions: number } | { ok: false; message: string };

export interface WebLoadContext {
  services: WebServices;
  /** The connection's address (behind the configured trusted proxy). */
  clientIp: string;
  /** `mustEnrolTwoFactor`: ADMIN_2FA=required and this admin has no authenticator yet (every guarded page sends them to enrol). */
  user: (SessionUser & { isAdmin: boolean; mustEnrolTwoFactor: boolean }) | null;
  nonce: string;
  publicUrl: string;
  setupDownloadUrl: string;
  /** The {host} of docs/business-rules.md#email-rules's email messages. */
  vendorEmailDomain: string;
  /** A deployment running the payment simulator: every page carries the "Test mode" ribbon (ADR 0012). */
  testMode: boolean;
}
=======
import type { WebLoadContext } from "@investar/contract/pages/load-context";
>>>>>>> pagedata

/** The load context's key; what it holds is declared in packages/contract (pages/load-context.ts). */
export const appContext = createContext<WebLoadContext>();
<<<<<<< HEAD

/** A manual payment as its customer sees it (ADR 0009). Money in minor units. */
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
  status: import("@investar/core").OrderStatus;
  statusWords: string;
  /** The admin's latest note (UpdateUserPaymentStatus). */
  statusText: string;
  submittedAt: string; // ISO timestamp
  /** Names of what the payment buys, from the order's quote. */
  items: string[];
  /** Pending UPI payments: the QR code (a data URI) and upi:// link for the exact amount. */
  upi: { link: string; qrCode: string } | null;
  /** What it buys, for docs/business-rules.md#one-basket-one-pending-payment: the checkout of this basket shows it pending. */
  basket: import("@investar/core").Basket;
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

/** A tax invoice or credit note in the customer's list. Money in minor units. */
export interface TaxDocumentEntry {
  kind: "invoice" | "creditNote";
  /** The invoice's or the credit note's own id. */
  id: number;
  /** INV/26-27/000123 or CN/26-27/000007 */
  number: string;
  issuedAt: string; // ISO timestamp
  orderId: number;
  orderNumber: string;
  currency: Currency;
  /** Invoice value (GST included), or the amount credited. */
  total: number;
  /** Credit notes: the invoice credited, and why. */
  invoiceNumber: string | null;
  reason: string | null;
  /** Where the PDF downloads from (same origin, the session cookie authorises it). */
  downloadUrl: string;
}

/** A card payment (or a change paid by credits) as its customer sees it after the gateway. Money in minor units. */
export interface PaymentOutcome {
  orderNumber: string;
  status: import("@investar/core").OrderStatus;
  gateway: import("@investar/core").PaymentGateway;
  amount: number;
  currency: Currency;
  failureReason: string | null;
  product: string;
  plan: import("@investar/core").BillingPlan;
  isMobile: boolean;
  /** The expiry activation wrote; null until the order is paid and activated. */
  activatedUntil: string | null;
  /** What was chosen, so a failed or cancelled payment can be tried again as it was. */
  selection: import("@investar/core").QuoteSelection;
  /** The day (India) the order was settled. */
  settledOn: string;
  /** The GST invoice's PDF once the order is paid and invoiced. */
  invoiceUrl: string | null;
}

/** One seat in a paid webinar as its buyer is offered it. Money in currency units (rupees, dollars), as the API answers. */
export interface WebinarSeatOffer {
  webinarId: number;
  title: string;
  dateTime: string;
  /** Minutes. */
  duration: number;
  presenter: string;
  status: WebinarStatus;
  seatsLeft: number | null;
  price: {
    currency: Currency;
    kind: "free" | "subscriber" | "paid";
    amount: { listPrice: number; discountPercent: number; price: number; gst: number; total: number; offerApplied: boolean } | null;
  };
  /** The coupon the price includes, or null. */
  couponCode: string | null;
  /** A coupon was entered that does not apply; the price is without it. */
  couponProblem: string | null;
  /** Why the seat cannot be bought now (already yours, full, over, cancelled, free for you). */
  refusal: { code: string; message: string } | null;
}

/** A payment for a webinar seat after the gateway's return. Money in minor units. */
export interface WebinarPaymentOutcome {
  orderNumber: string;
  status: import("@investar/core").OrderStatus;
  gateway: import("@investar/core").PaymentGateway;
  amount: number;
  currency: Currency;
  failureReason: string | null;
  settledOn: string;
  invoiceUrl: string | null;
  webinar: { id: number; title: string; dateTime: string };
  couponCode: string | null;
}

/** /admin's dashboard (ADR 0030): India days and months; money in minor units, net of GST. */
export interface AdminDashboard {
  from: string;
  to: string;
  signups: Array<{ day: string; count: number }>;
  trials: Array<{ day: string; count: number }>;
  webinarRegistrations: Array<{ day: string; count: number }>;
  /** Trials started from `from` to `to`, how many of them have paid since, and the share in percent (null: no trial). */
  trialConversion: { trials: number; converted: number; percent: number | null };
  revenue: Record<Currency, Array<{ month: string; currency: Currency; amount: number }>>;
  activeSubscriptions: Array<{ kind: "tool" | "mobile"; edition: string; count: number }>;
  pendingManualPayments: PendingManualPaymentCounts;
}

export interface ScheduledSubscriptionChange {
  kind: "tool" | "mobile";
  baseProduct: string;
  addons: string[];
  noOfLicenses: number;
  effectiveOn: string;
}

/** A user in the back office's search results (docs/business-rules.md#back-office-customers). */
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
  total: number;
  page: number;
  pageSize: number;
}

/** An account that came through a landing page, a broker or partner page, or a campaign link (docs/business-rules.md#landing-pages). */
export interface CampaignSignUp {
  userId: number;
  name: string;
  email: string;
  registeredAt: string; // ISO timestamp
  regSrc: string;
  /** The landing page's enum name (core LandingPage), when it came through one. */
  landingPage: string | null;
  /** The landing page's campaign flags that were set (isFinbridgePage, …). */
  landingFlags: string[];
  utmSource: string | null;
  /** The landing visit's UTM parameters, gclid and fbclid (docs/business-rules.md#acquisition). */
  acquisition: Acquisition | null;
  brokerSource: string | null;
  isBrokerOpenUser: boolean;
  partnerCode: string | null;
  /** The broker page's questionnaire answers, as given. */
  brokerPotentials: Record<string, unknown> | null;
}

export interface CampaignSignUpsPage {
  signUps: CampaignSignUp[];
  total: number;
  page: number;
  pageSize: number;
}

/** Which page of each paged section of a customer's back-office page to show. */
export interface AdminUserOverviewPages {
  wallet: number;
  orders: number;
  audit: number;
}

/** An order (card, manual payment or a change paid by credits) in a customer's back-office page. Money in minor units. */
export interface AdminOrderEntry {
  paymentId: number;
  orderNumber: string;
  gateway: import("@investar/core").PaymentGateway;
  status: import("@investar/core").OrderStatus;
  statusWords: string;
  amount: number;
  currency: Currency;
  createdAt: string; // ISO timestamp
  settledAt: string | null;
  /** Manual payments: how the customer paid (one of core's manualPaymentModes) and their reference. */
  manualMode: import("@investar/core").ManualPaymentMode | null;
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
  taxDocuments: TaxDocumentEntry[];
  webinars: AdminUserWebinar[];
  audit: AuditPage;
}
=======
>>>>>>> pagedata
