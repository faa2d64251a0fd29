import { and, desc, eq, gt, isNull, lte, or } from "drizzle-orm";
import { schema } from "@investar/db";
import type { z } from "zod";
import type { offerBanner } from "@investar/contract/site-content/site-content-parts";
import type { AppDeps } from "../../../deps.ts";

/** A running banner's texts in both languages, as GetOfferBannerContents answers them. */
export type RunningOfferBanner = z.infer<typeof offerBanner>;

/** The active offer whose window contains now; none when marketing has nothing running. */
export async function getOfferBanner(deps: AppDeps): Promise<RunningOfferBanner | null> {
  const t = schema.offerBannerContents;
  const now = deps.now();
  const [row] = await deps.db
    .select({
      id: t.id,
      headline: t.headline,
      body: t.body,
      ctaLabel: t.ctaLabel,
      ctaHref: t.ctaHref,
      headlineHi: t.headlineHi,
      bodyHi: t.bodyHi,
      ctaLabelHi: t.ctaLabelHi,
    })
    .from(t)
    .where(and(eq(t.isActive, true), or(isNull(t.startsAt), lte(t.startsAt, now)), or(isNull(t.endsAt), gt(t.endsAt, now))))
    .orderBy(desc(t.updatedAt))
    .limit(1);
  return row ?? null;
}
