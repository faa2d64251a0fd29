import { asc } from "drizzle-orm";
import { indiaToday, monthlyEquivalent, priceSetInEffect } from "@investar/core";
import type { Language } from "@investar/core/i18n/languages";
import { localizedText } from "@investar/core/i18n/localized-text";
import { schema } from "@investar/db";
import type { PlanCard } from "@investar/contract/pages/site-content";
import type { AppDeps } from "../../../deps.ts";
import { loadCatalogue } from "../../catalogue/index.ts";

/**
 * The home page's plan cards. Their "from" price is the catalogue's (docs/business-rules.md#prices-in-copy):
 * the edition's quarterly rupee price in effect ÷ 3, so a price changed in the back office shows here as
 * soon as the catalogue is read again. The stored figure is kept only for a card naming no edition sold
 * quarterly. Words are in the page's language where staff wrote Hindi (docs/adr/0062-hindi-content-texts.md).
 */
export async function listPlanCards(deps: AppDeps, language: Language): Promise<PlanCard[]> {
  const t = schema.planShowcase;
  const [cards, catalogue] = await Promise.all([
    deps.db
      .select({
        slug: t.slug,
        name: t.name,
        tagline: t.tagline,
        taglineHi: t.taglineHi,
        fromMonthlyMinor: t.fromMonthlyMinor,
        billingNote: t.billingNote,
        billingNoteHi: t.billingNoteHi,
        features: t.features,
        featuresHi: t.featuresHi,
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
    const fromMonthlyMinor = typeof quarter === "number" ? monthlyEquivalent(quarter, 3, "INR") : card.fromMonthlyMinor;
    // A free card already says "Free" in the page's words: a note saying only that would repeat it.
    const noteRepeatsFree = fromMonthlyMinor === 0 && card.billingNote.trim().toLowerCase() === "free";
    // The features are translated as one list: a Hindi list of another length is not a translation of this one.
    const featuresHi = card.featuresHi?.length === card.features.length ? card.featuresHi : null;
    return {
      slug: card.slug,
      name: card.name,
      tagline: localizedText({ en: card.tagline, hi: card.taglineHi }, language),
      fromMonthlyMinor,
      billingNote:
        noteRepeatsFree || card.billingNote === "" ? null : localizedText({ en: card.billingNote, hi: card.billingNoteHi }, language),
      features: card.features.map((feature, i) => localizedText({ en: feature, hi: featuresHi?.[i] }, language)),
      isHighlighted: card.isHighlighted,
    };
  });
}
