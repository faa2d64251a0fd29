import { and, desc, eq, gt, isNull, lte, or } from "drizzle-orm";
import { schema } from "@investar/db";
import type { OfferBanner } from "@investar/contract/pages/site-content";
import type { AppDeps } from "../../../deps.ts";

/** The active offer whose window contains now; none when marketing has nothing running. */
export async function getOfferBanner(deps: AppDeps): Promise<OfferBanner | null> {
  const t = schema.offerBannerContents;
  const now = deps.now();
  const [row] = await deps.db
    .select({ id: t.id, headline: t.headline, body: t.body, ctaLabel: t.ctaLabel, ctaHref: t.ctaHref })
    .from(t)
    .where(and(eq(t.isActive, true), or(isNull(t.startsAt), lte(t.startsAt, now)), or(isNull(t.endsAt), gt(t.endsAt, now))))
    .orderBy(desc(t.updatedAt))
    .limit(1);
  return row ?? null;
}
