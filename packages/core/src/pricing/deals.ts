/**
 * The deal a purchase leaves the customer holding (docs/business-rules.md#user-subscription-details SubscrDetails: price set and percent off,
 * per product and add-on). Activation records it; later quotes read it twice: renewals and upgrades
 * are priced at the recorded price set, and an upgrade credits what was actually paid for the old
 * edition (its price set less its percent off; current-period.ts).
 *
 * Only what this purchase paid for gets a new deal: every item when a new period is bought; when the
 * expiry date is kept, only the items added (the ones already held keep the deal they were bought on).
 * The percent is the applied discount's, for the items it covered (data add-ons only when the rule
 * covered them; never the licence fee, which is no product).
 */
import type { PlannedChange } from "./changes.ts";
import type { ChosenDiscount } from "./discounts.ts";
import type { PricedLine } from "./line-parts.ts";
import type { SubscrDetail } from "./subscription.ts";

export function dealsBought(args: { lines: PricedLine[]; change: PlannedChange; chosen: ChosenDiscount }): Record<string, SubscrDetail> {
  const { change, chosen } = args;
  const held = change.current?.subscr;
  const isHeld = ({ line, category }: PricedLine): boolean =>
    held !== undefined && (category === "product" ? held.BaseProduct === line.Id : held.Addons.includes(line.Id));
  const percentFor = ({ category }: PricedLine): number => {
    if (chosen.discount === 0) return 0;
    return category === "product" || category === "addon" || (category === "dataAddon" && chosen.coversDataAddons)
      ? chosen.discountPerc
      : 0;
  };
  const deals: Record<string, SubscrDetail> = {};
  for (const priced of args.lines) {
    if (priced.category === "licenceFee" || priced.priceSet === null) continue;
    if (!change.buysNewPeriod && isHeld(priced)) continue;
    deals[priced.line.Id] = { PriceSet: priced.priceSet, DiscountInPercent: percentFor(priced) };
  }
  return deals;
}
