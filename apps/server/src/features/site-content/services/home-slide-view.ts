import type { HomeSlideArt } from "@investar/core";
import { schema } from "@investar/db";
import type { AdminHomeSlide } from "@investar/contract/pages/site-content";

const t = schema.homeSlides;

/** What the back office (and the audit row) shows of a slide. */
export const adminHomeSlideColumns = {
  id: t.id,
  art: t.art,
  eyebrow: t.eyebrow,
  headline: t.headline,
  body: t.body,
  linkLabel: t.linkLabel,
  linkHref: t.linkHref,
  eyebrowHi: t.eyebrowHi,
  headlineHi: t.headlineHi,
  bodyHi: t.bodyHi,
  linkLabelHi: t.linkLabelHi,
  order: t.sortOrder,
  active: t.isActive,
};

/** The column is plain text; only the save call (checked against core's HOME_SLIDE_ARTS) writes it. */
export const toAdminHomeSlide = (row: Omit<AdminHomeSlide, "art"> & { art: string }): AdminHomeSlide => ({
  ...row,
  art: row.art as HomeSlideArt,
});
