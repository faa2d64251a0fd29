import { indiaToday } from "@investar/core";
import type { RunningOffer } from "@investar/contract/pages/catalogue";
import type { AppDeps } from "../../../deps.ts";
import { loadCatalogue } from "./load-catalogue.ts";
import { isRunningOn } from "./rule-running.ts";

export type { RunningOffer };

/** GET payment/IsOfferActivated: whether a published scheme (offer) rule is running today in India, and which. */
export async function getRunningOffers(deps: AppDeps): Promise<{ isOfferActivated: boolean; offers: RunningOffer[] }> {
  const catalogue = await loadCatalogue(deps);
  const today = indiaToday(deps.now());
  const offers = catalogue.discountRules
    .filter((rule) => rule.type === "SchemeDiscount" && isRunningOn(rule, today))
    .map((rule) => ({
      label: rule.label,
      labelHi: rule.labelHi ?? null,
      DiscountInPercent: rule.DiscountInPercent,
      FreeMonth: rule.FreeMonth,
      TargetPlan: rule.TargetPlan,
      IsForTool: rule.IsForTool,
      IsForActiveUsers: rule.IsForActiveUsers,
      IsForDataAddon: rule.IsForDataAddon,
      validUntil: rule.validUntil,
      needsCoupon: rule.CouponCode !== null,
    }));
  return { isOfferActivated: offers.length > 0, offers };
}
