/**
 * What a catalogue change reaches (docs/business-rules.md#catalogue-change-review): the back office shows
 * it before anything is saved — each price before → after, the pages that show it, and the renewals
 * priced by it — and asks staff to confirm.
 */
import type { BillingPlan } from "../pricing/catalogue.ts";

export type PriceChannel = "tool" | "mobile";

export interface PriceTarget {
  channel: PriceChannel;
  itemId: string;
  plan: BillingPlan;
  /** Whether the item is an edition (a product) rather than an add-on. */
  isProduct: boolean;
  /** When the price set the change lands in is in effect for new purchases. */
  when: "now" | "scheduled" | "old";
  currency: "INR" | "USD";
}

/** The site's pages that show this price (paths), in the order a customer meets them. */
export function pagesShowingPrice(target: PriceTarget): string[] {
  // A dated set no longer in effect prices only the renewals of subscribers who hold it.
  if (target.when === "old") return [];
  if (target.channel === "mobile") return ["/PricingMobile", "/Pricing/CustomizeSubscription"];
  const pages = ["/Pricing", "/Pricing/CustomizeSubscription"];
  // docs/business-rules.md#prices-in-copy: copy quotes the editions' quarterly rupee price ("from ₹…/month").
  if (target.isProduct && target.plan === "Quarter" && target.currency === "INR")
    pages.unshift("/", `/investar/${target.itemId.toLowerCase()}`, "/investar/all-products", "/investar/product-comparison");
  return pages;
}
