import { isOfferShowing } from "@investar/core";
import { schema } from "@investar/db";
import type { AdminOfferBanner } from "@investar/contract/pages/site-content";

type OfferBannerRow = typeof schema.offerBannerContents.$inferSelect;

/** A banner row as /admin/site and user/UpdateOfferContent show it. */
export function toAdminOfferBanner(row: OfferBannerRow, now: Date): AdminOfferBanner {
  const banner = {
    id: row.id,
    headline: row.headline,
    body: row.body,
    ctaLabel: row.ctaLabel,
    ctaHref: row.ctaHref,
    headlineHi: row.headlineHi,
    bodyHi: row.bodyHi,
    ctaLabelHi: row.ctaLabelHi,
    startsAt: row.startsAt?.toISOString() ?? null,
    endsAt: row.endsAt?.toISOString() ?? null,
    active: row.isActive,
    updatedAt: row.updatedAt.toISOString(),
  };
  return { ...banner, showing: isOfferShowing(banner, now) };
}
