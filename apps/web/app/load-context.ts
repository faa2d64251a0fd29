import { createContext } from "react-router";
import type { Catalogue, Currency, UserSubscriptionDetails } from "@investar/core";
import type { SessionUser } from "@investar/core";

export interface Testimonial {
  id: number;
  author: string;
  place: string;
  occupation: string;
  body: string;
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
  headline: string;
  body: string;
  ctaLabel: string;
  ctaHref: string;
}

export interface HomeContent {
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

/** What loaders may call: the server's services, in-process (DESIGN §2). */
export interface WebServices {
  /** The whole pricing catalogue from the database (cached), as the core pricing engine reads it. */
  getPricingCatalogue(): Promise<Catalogue>;
  /** SPEC §3 user subscription details of this user (tool, mobile, trial, wallet, personal discounts). */
  getSubscriptionDetails(userId: number): Promise<UserSubscriptionDetails>;
  /** DESIGN §5: country and currency from the visitor's address ('in' → INR, else USD; unknown → INR). */
  getUserLocation(ip: string): Promise<{ country: string; currency: Currency }>;
  getHomeContent(): Promise<HomeContent>;
  getPlanCards(): Promise<PlanCard[]>;
  /** Releases newest first; `isBeta` picks the beta channel instead of the production one. */
  listVersionHistory(isBeta: boolean): Promise<VersionHistoryEntry[]>;
  /** The confirm-email page: verifies the address from the activation link (SPEC §7 auth/VerifyEmail). */
  confirmEmail(token: string): Promise<EmailConfirmation>;
  /** The my-referral page: everyone this user invited, newest first (SPEC §7 auth/GetReferrals). */
  listReferrals(refereeId: number): Promise<ReferralEntry[]>;
  /** Public ids the social login buttons need; null where that provider is not configured. */
  getSocialLoginConfig(): SocialLoginConfig;
  /** The my-profile page: member and contact info, email, mobile, flags and picture version of one account. */
  getProfile(userId: number): Promise<import("@investar/core/profile").AccountProfile>;
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
  | { ok: true; userId: number; email: string; name: string; hasPassword: boolean }
  | { ok: false; message: string };

export interface WebLoadContext {
  services: WebServices;
  /** The connection's address (behind the configured trusted proxy). */
  clientIp: string;
  user: (SessionUser & { isAdmin: boolean }) | null;
  nonce: string;
  publicUrl: string;
  setupDownloadUrl: string;
  /** The {host} of SPEC §5's email messages. */
  vendorEmailDomain: string;
}

export const appContext = createContext<WebLoadContext>();
