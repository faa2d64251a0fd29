/** What the home page and /admin/site read from the site-content feature. */
import type { HomeSlideArt } from "@investar/core";

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

export interface SiteContentPageServices {
  getHomeContent(): Promise<HomeContent>;
  getPlanCards(): Promise<PlanCard[]>;
  /** /admin/site: every offer banner, running or not, and the home page's counters. */
  getAdminSite(): Promise<AdminSite>;
}
