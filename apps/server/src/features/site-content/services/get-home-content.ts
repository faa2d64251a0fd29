import { asc, eq } from "drizzle-orm";
import type { HomeSlideArt } from "@investar/core";
import { schema } from "@investar/db";
import type { HomeContent } from "@investar/contract/pages/site-content";
import type { AppDeps } from "../../../deps.ts";
import { getOfferBanner } from "./get-offer-banner.ts";
import { listPlanCards } from "./list-plan-cards.ts";

export async function getHomeContent(deps: AppDeps): Promise<HomeContent> {
  const s = schema.homeSlides;
  const [slides, testimonials, counters, plans, offer] = await Promise.all([
    deps.db
      .select({
        id: s.id,
        art: s.art,
        eyebrow: s.eyebrow,
        headline: s.headline,
        body: s.body,
        linkLabel: s.linkLabel,
        linkHref: s.linkHref,
      })
      .from(s)
      .where(eq(s.isActive, true))
      .orderBy(asc(s.sortOrder), asc(s.id)),
    deps.db
      .select({
        id: schema.testimonials.id,
        author: schema.testimonials.author,
        place: schema.testimonials.place,
        occupation: schema.testimonials.occupation,
        body: schema.testimonials.body,
      })
      .from(schema.testimonials)
      .where(eq(schema.testimonials.isPublished, true))
      .orderBy(asc(schema.testimonials.sortOrder), asc(schema.testimonials.id))
      .limit(6),
    deps.db
      .select({ key: schema.siteCounters.key, label: schema.siteCounters.label, target: schema.siteCounters.target })
      .from(schema.siteCounters)
      .orderBy(asc(schema.siteCounters.sortOrder)),
    listPlanCards(deps),
    getOfferBanner(deps),
  ]);
  return { slides: slides.map((slide) => ({ ...slide, art: slide.art as HomeSlideArt })), testimonials, counters, plans, offer };
}
