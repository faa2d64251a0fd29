/**
 * The offers the storefront shows (docs/business-rules.md#storefront-offers): the published offers running today (IsOfferActivated),
 * the Master Trader coupon the Market Quest landing page promises, and — for a logged-in customer — the
 * webinar discount open to them. Each comes with what it makes of a real edition's price, worked out by
 * core's engine, for every plan and currency the page can switch to.
 */
import {
  BILLING_PLANS,
  currencies,
  describeOffer,
  firstOfferExample,
  offerWordValues,
  type BillingPlan,
  type Catalogue,
  type Currency,
  type OfferExample,
  type OfferWordValues,
} from "@investar/core";
import type { Language } from "@investar/core/i18n/languages";
import { localizedText, type LocalizedText } from "@investar/core/i18n/localized-text";
import type { CouponOffer } from "@investar/contract/pages/catalogue";
import type { WebLoadContext } from "@investar/contract/pages/load-context";

export type ExampleKey = `${BillingPlan}.${Currency}`;

/**
 * A published offer is named by staff's label (in the page's language where they wrote one) and described from its
 * terms; the site's own two (the Market Quest coupon, a customer's webinar discount) are named and described by the page.
 */
export type OfferKind =
  { kind: "published"; label: LocalizedText; terms: OfferWordValues } | { kind: "marketQuest" | "webinar"; percent: number };

export type OfferCardData = OfferKind & {
  /** The card's anchor: pages link to /Pricing#market-quest. */
  id: string;
  /** What the offer gives, in English (pages in other languages say it from `terms` or `percent`). */
  words: string;
  validUntil: string | null;
  /** The code to enter at checkout; null when the offer applies by itself. */
  couponCode: string | null;
  /** The plan the offer is for; null: the one the page shows. */
  forPlan: BillingPlan | null;
  examples: Partial<Record<ExampleKey, OfferExample>>;
};

export const MARKET_QUEST_ID = "market-quest";

/** Editions to show an offer on, most wanted first: the default package's edition (Pro), then by rank. Never the free one. */
export function showcaseProducts(catalogue: Catalogue): string[] {
  const paid = catalogue.products.filter((product) => !product.isFree && catalogue.prices[product.id]);
  const byRank = [...paid].sort((a, b) => b.rank - a.rank).map((product) => product.id);
  const first = catalogue.defaultPackage?.BaseProduct;
  return first && byRank.includes(first) ? [first, ...byRank.filter((id) => id !== first)] : byRank;
}

function examplesFor(catalogue: Catalogue, couponCode: string | null, forPlan: BillingPlan | null, now: Date): OfferCardData["examples"] {
  const products = showcaseProducts(catalogue);
  const examples: OfferCardData["examples"] = {};
  for (const plan of forPlan ? [forPlan] : BILLING_PLANS)
    for (const currency of currencies) {
      const example = firstOfferExample(catalogue, products, { plan, currency, couponCode }, now);
      if (example) examples[`${plan}.${currency}`] = example;
    }
  return examples;
}

/** The Market Quest (Master Trader coupon) card, or null when the coupon is not running. */
export function marketQuestCard(catalogue: Catalogue, offer: CouponOffer | null, now: Date): OfferCardData | null {
  if (!offer) return null;
  return {
    kind: "marketQuest",
    percent: offer.discount,
    id: MARKET_QUEST_ID,
    words: `${offer.discount}% off with the Master Trader coupon`,
    validUntil: offer.discountEndDate,
    couponCode: offer.couponCode,
    forPlan: null,
    examples: examplesFor(catalogue, offer.couponCode, null, now),
  };
}

export async function loadOfferCards(
  { services, user }: Pick<WebLoadContext, "services" | "user">,
  catalogue: Catalogue,
  now: Date,
  language: Language,
): Promise<OfferCardData[]> {
  const [running, masterTrader, webinar] = await Promise.all([
    services.listRunningOffers(),
    services.getMasterTraderOffer(),
    user ? services.getWebinarDiscount(user.userId) : null,
  ]);
  const cards: OfferCardData[] = running
    // Coupon offers are handed out to their own audience; the page names only the one published for everyone.
    .filter((offer) => !offer.needsCoupon)
    .map((offer, index) => ({
      kind: "published" as const,
      label: localizedText({ en: offer.label, hi: offer.labelHi }, language),
      terms: offerWordValues(offer),
      id: `offer-${index + 1}`,
      words: describeOffer(offer),
      validUntil: offer.validUntil,
      couponCode: null,
      forPlan: offer.TargetPlan,
      examples: examplesFor(catalogue, null, offer.TargetPlan, now),
    }));
  const marketQuest = marketQuestCard(catalogue, masterTrader, now);
  if (marketQuest) cards.push(marketQuest);
  if (webinar)
    cards.push({
      kind: "webinar",
      percent: webinar.discount,
      id: "webinar-discount",
      // docs/business-rules.md#discount-precedence: webinar discounts never apply to Lite.
      words: `${webinar.discount}% off Basic, Standard and Pro, for attending our webinars`,
      validUntil: webinar.discountEndDate,
      couponCode: webinar.couponCode,
      forPlan: null,
      examples: webinar.couponCode ? examplesFor(catalogue, webinar.couponCode, null, now) : {},
    });
  return cards;
}
