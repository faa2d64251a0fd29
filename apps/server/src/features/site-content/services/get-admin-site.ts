import { asc } from "drizzle-orm";
import { schema } from "@investar/db";
import type { AdminSite } from "@investar/contract/pages/site-content";
import type { AppDeps } from "../../../deps.ts";
import { toAdminOfferBanner } from "./offer-banner-view.ts";
import { adminHomeSlideColumns, toAdminHomeSlide } from "./home-slide-view.ts";
import { adminTestimonialColumns } from "./testimonial-view.ts";

/** /admin/site: every offer banner, running or not, in the order they were made; the home page's counters, slides and testimonials (hidden ones too). */
export async function getAdminSite(deps: AppDeps): Promise<AdminSite> {
  const b = schema.offerBannerContents;
  const c = schema.siteCounters;
  const [banners, counters, slides, testimonials] = await Promise.all([
    deps.db.select().from(b).orderBy(asc(b.id)),
    deps.db.select({ key: c.key, label: c.label, labelHi: c.labelHi, target: c.target }).from(c).orderBy(asc(c.sortOrder)),
    deps.db.select(adminHomeSlideColumns).from(schema.homeSlides).orderBy(asc(schema.homeSlides.sortOrder), asc(schema.homeSlides.id)),
    deps.db
      .select(adminTestimonialColumns)
      .from(schema.testimonials)
      .orderBy(asc(schema.testimonials.sortOrder), asc(schema.testimonials.id)),
  ]);
  const now = deps.now();
  return { banners: banners.map((row) => toAdminOfferBanner(row, now)), counters, slides: slides.map(toAdminHomeSlide), testimonials };
}
