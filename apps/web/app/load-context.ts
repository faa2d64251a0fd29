import { createContext } from "react-router";
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
  getHomeContent(): Promise<HomeContent>;
  getPlanCards(): Promise<PlanCard[]>;
  /** Releases newest first; `isBeta` picks the beta channel instead of the production one. */
  listVersionHistory(isBeta: boolean): Promise<VersionHistoryEntry[]>;
  /** The confirm-email page: verifies the address from the activation link (SPEC §7 auth/VerifyEmail). */
  confirmEmail(token: string): Promise<EmailConfirmation>;
}

export type EmailConfirmation =
  | { ok: true; userId: number; email: string; name: string; hasPassword: boolean }
  | { ok: false; message: string };

export interface WebLoadContext {
  services: WebServices;
  user: (SessionUser & { isAdmin: boolean }) | null;
  nonce: string;
  publicUrl: string;
  setupDownloadUrl: string;
  /** The {host} of SPEC §5's email messages. */
  vendorEmailDomain: string;
}

export const appContext = createContext<WebLoadContext>();
