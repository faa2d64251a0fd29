import { asc, eq } from "drizzle-orm";
import type { HomeSlideArt } from "@investar/core";
import type { Language } from "@investar/core/i18n/languages";
import { localizedText } from "@investar/core/i18n/localized-text";
import { schema } from "@investar/db";
import type { HomeContent } from "@investar/contract/pages/site-content";
import type { AppDeps } from "../../../deps.ts";
import { getOfferBanner } from "./get-offer-banner.ts";
import { listPlanCards } from "./list-plan-cards.ts";
import { adminHomeSlideColumns } from "./home-slide-view.ts";
import { adminTestimonialColumns } from "./testimonial-view.ts";

/**
 * The home page's staff-written content in the page's language: each text in Hindi where staff wrote one, else in
 * English reported as such, so the page marks it lang="en" (docs/adr/0062-hindi-content-texts.md).
 */
export async function getHomeContent(deps: AppDeps, language: Language): Promise<HomeContent> {
  const s = schema.homeSlides;
  const t = schema.testimonials;
  const c = schema.siteCounters;
  const [slides, testimonials, counters, plans, offer] = await Promise.all([
    deps.db.select(adminHomeSlideColumns).from(s).where(eq(s.isActive, true)).orderBy(asc(s.sortOrder), asc(s.id)),
    deps.db.select(adminTestimonialColumns).from(t).where(eq(t.isPublished, true)).orderBy(asc(t.sortOrder), asc(t.id)).limit(6),
    deps.db.select({ key: c.key, label: c.label, labelHi: c.labelHi, target: c.target }).from(c).orderBy(asc(c.sortOrder)),
    listPlanCards(deps, language),
    getOfferBanner(deps),
  ]);
  const shown = (en: string, hi: string | null) => localizedText({ en, hi }, language);
  return {
    slides: slides.map((slide) => ({
      id: slide.id,
      art: slide.art as HomeSlideArt,
      eyebrow: shown(slide.eyebrow, slide.eyebrowHi),
      headline: shown(slide.headline, slide.headlineHi),
      body: shown(slide.body, slide.bodyHi),
      linkLabel: slide.linkLabel === null ? null : shown(slide.linkLabel, slide.linkLabelHi),
      linkHref: slide.linkHref,
    })),
    testimonials: testimonials.map((story) => ({
      id: story.id,
      author: story.author,
      place: shown(story.place, story.placeHi),
      occupation: shown(story.occupation, story.occupationHi),
      body: shown(story.body, story.bodyHi),
    })),
    counters: counters.map((counter) => ({ key: counter.key, label: shown(counter.label, counter.labelHi), target: counter.target })),
    plans,
    offer: offer && {
      id: offer.id,
      headline: shown(offer.headline, offer.headlineHi),
      body: shown(offer.body, offer.bodyHi),
      ctaLabel: shown(offer.ctaLabel, offer.ctaLabelHi),
      ctaHref: offer.ctaHref,
    },
  };
}
