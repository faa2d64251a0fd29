import { asc } from "drizzle-orm";
import { indiaToday, monthlyEquivalent, priceSetInEffect } from "@investar/core";
import { schema } from "@investar/db";
import type { PlanCard } from "@investar/contract/pages/site-content";
import type { AppDeps } from "../../../deps.ts";
import { loadCatalogue } from "../../catalogue/index.ts";

/**
 * The home page's plan cards. Their "from" price is the catalogue's (docs/business-rules.md#prices-in-copy):
 * the edition's quarterly rupee price in effect ÷ 3, so a price changed in the back office shows here as
 * soon as the catalogue is read again. The stored figure is kept only for a card naming no edition sold
 * quarterly.
 */
export async function listPlanCards(deps: AppDeps): Promise<PlanCard[]> {
  const t = schema.planShowcase;
  const [cards, catalogue] = await Promise.all([
    deps.db
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
      .orderBy(asc(t.sortOrder)),
    loadCatalogue(deps),
  ]);
  const set = priceSetInEffect(catalogue.priceSets, "INR", indiaToday(deps.now()));
  return cards.map((card) => {
    const product = catalogue.products.find((candidate) => candidate.id.toLowerCase() === card.slug.toLowerCase());
    const quarter = product && !product.isFree ? catalogue.prices[product.id]?.Quarter?.[set] : undefined;
    return typeof quarter === "number" ? { ...card, fromMonthlyMinor: monthlyEquivalent(quarter, 3, "INR") } : card;
  });
}
