import { asc } from "drizzle-orm";
import { schema } from "@investar/db";
import type { PlanCard } from "@investar/web/load-context";
import type { AppDeps } from "../../deps.ts";

export function listPlanCards(deps: AppDeps): Promise<PlanCard[]> {
  const t = schema.planShowcase;
  return deps.db
    .select({
      slug: t.slug,
      name: t.name,
      tagline: t.tagline,
      fromMonthlyMinor: t.fromMonthlyMinor,
      billingNote: t.billingNote,
      features: t.features,
      isHighlighted: t.isHighlighted,
    })
    .from(t)
    .orderBy(asc(t.sortOrder));
}
