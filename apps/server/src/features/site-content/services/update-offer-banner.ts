import { eq } from "drizzle-orm";
import { offerBannerProblems, type OfferBannerInput } from "@investar/core";
import { schema } from "@investar/db";
import type { AdminOfferBanner } from "@investar/contract/pages/site-content";
import type { AppDeps } from "../../../deps.ts";
import { notFound, throwIfInvalid } from "../../../errors.ts";
import { auditedEdit } from "../../audit/index.ts";
import { toAdminOfferBanner } from "./offer-banner-view.ts";

/**
 * user/UpdateOfferContent (admin): the banner's text, link, dates and switch. The home page and
 * GetOfferBannerContents of every instance show the change at once (the cache bus drops their copies).
 */
/** The banner's Hindi texts beside the English ones (docs/adr/0062-hindi-content-texts.md); null: not translated. */
export interface OfferBannerHindi {
  headlineHi: string | null;
  bodyHi: string | null;
  ctaLabelHi: string | null;
}

export function updateOfferBanner(
  deps: AppDeps,
  actorId: number,
  id: number,
  input: OfferBannerInput & OfferBannerHindi,
): Promise<AdminOfferBanner> {
  throwIfInvalid(offerBannerProblems(input));
  const t = schema.offerBannerContents;
  const now = deps.now();
  return auditedEdit(
    deps,
    { actorId, action: "offer-banner-update", subject: `offer-banner:${id}`, invalidates: "offer-banner" },
    async (tx) => {
      const [before] = await tx.select().from(t).where(eq(t.id, id)).for("update");
      if (!before) throw notFound("There is no such offer banner.");
      const [after] = await tx
        .update(t)
        .set({
          headline: input.headline,
          body: input.body,
          ctaLabel: input.ctaLabel,
          ctaHref: input.ctaHref,
          headlineHi: input.headlineHi,
          bodyHi: input.bodyHi,
          ctaLabelHi: input.ctaLabelHi,
          startsAt: input.startsAt === null ? null : new Date(input.startsAt),
          endsAt: input.endsAt === null ? null : new Date(input.endsAt),
          isActive: input.active,
          updatedAt: now,
        })
        .where(eq(t.id, id))
        .returning();
      return { before: toAdminOfferBanner(before, now), after: toAdminOfferBanner(after!, now), result: toAdminOfferBanner(after!, now) };
    },
  );
}
