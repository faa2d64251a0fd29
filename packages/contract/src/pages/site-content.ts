/** What the home page and /admin/site read from the site-content feature. */
import type { HomeSlideArt } from "@investar/core";
import type { Language } from "@investar/core/i18n/languages";
import type { LocalizedText } from "@investar/core/i18n/localized-text";

/*
 * Staff write these texts in English and optionally in Hindi (`…Hi`, null until translated). The home page gets
 * each text already chosen for its language by core's localizedText, with the language it is written in, so a
 * Hindi page marks an untranslated text lang="en" (docs/adr/0062-hindi-content-texts.md).
 */

export interface Testimonial {
  id: number;
  /** A person's name: the same in every language. */
  author: string;
  place: LocalizedText;
  occupation: LocalizedText;
  body: LocalizedText;
}

/** What the back office sees of a testimonial: both languages, its place in the carousel and whether it is shown. */
export interface AdminTestimonial {
  id: number;
  author: string;
  place: string;
  occupation: string;
  body: string;
  placeHi: string | null;
  occupationHi: string | null;
  bodyHi: string | null;
  order: number;
  active: boolean;
}

/** One slide of the home page's rotating banner. */
export interface HomeSlide {
  id: number;
  art: HomeSlideArt;
  eyebrow: LocalizedText;
  headline: LocalizedText;
  body: LocalizedText;
  /** Both or neither: without a link the slide offers the download button. */
  linkLabel: LocalizedText | null;
  linkHref: string | null;
}

export interface AdminHomeSlide {
  id: number;
  art: HomeSlideArt;
  eyebrow: string;
  headline: string;
  body: string;
  linkLabel: string | null;
  linkHref: string | null;
  eyebrowHi: string | null;
  headlineHi: string | null;
  bodyHi: string | null;
  linkLabelHi: string | null;
  order: number;
  active: boolean;
}

export interface SiteCounter {
  key: string;
  label: LocalizedText;
  target: number;
}

/** A counter as /admin/site edits it. */
export interface AdminSiteCounter {
  key: string;
  label: string;
  labelHi: string | null;
  target: number;
}

/** A plan card on the home page, its words in the page's language where staff wrote them so. */
export interface PlanCard {
  slug: string;
  /** The edition's name: a brand name, the same in every language. */
  name: string;
  tagline: LocalizedText;
  fromMonthlyMinor: number;
  /** Null when there is nothing to add to the price ("Free" on a free card says it already). */
  billingNote: LocalizedText | null;
  features: LocalizedText[];
  isHighlighted: boolean;
}

export interface OfferBanner {
  id: number;
  headline: LocalizedText;
  body: LocalizedText;
  ctaLabel: LocalizedText;
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
export interface AdminOfferBanner {
  id: number;
  headline: string;
  body: string;
  ctaLabel: string;
  ctaHref: string;
  headlineHi: string | null;
  bodyHi: string | null;
  ctaLabelHi: string | null;
  startsAt: string | null;
  endsAt: string | null;
  active: boolean;
  updatedAt: string;
  /** Whether customers see it now (switched on and inside its dates). */
  showing: boolean;
}

export interface AdminSite {
  banners: AdminOfferBanner[];
  counters: AdminSiteCounter[];
  slides: AdminHomeSlide[];
  testimonials: AdminTestimonial[];
}

export interface SiteContentPageServices {
  /** The home page's texts in the page's language (English where staff have not translated one). */
  getHomeContent(language: Language): Promise<HomeContent>;
  /** /admin/site: every offer banner, running or not, and the home page's counters. */
  getAdminSite(): Promise<AdminSite>;
}
