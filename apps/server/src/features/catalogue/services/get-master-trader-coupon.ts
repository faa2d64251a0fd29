import { eq } from "drizzle-orm";
import { indiaToday, normaliseCouponCode } from "@investar/core";
import { schema } from "@investar/db";
import type { CouponOffer } from "@investar/contract/pages/catalogue";
import type { AppDeps } from "../../../deps.ts";
import { loadCatalogue } from "./load-catalogue.ts";
import { earlierEnd, isRunningOn } from "./rule-running.ts";

export interface NameValue {
  name: string;
  value: string;
}

/**
 * Auth/getCouponCodeForMasterTrader (docs/business-rules.md#offer-coupon): the Master Trader coupon's discount, end date and
 * code as name/value items, or an empty list when no such coupon can be used today.
 */
export async function getMasterTraderCoupon(deps: AppDeps): Promise<NameValue[]> {
  const offer = await getMasterTraderOffer(deps);
  if (!offer) return [];
  return [
    { name: "discount", value: String(offer.discount) },
    { name: "discountEndDate", value: offer.discountEndDate ?? "" },
    { name: "couponCode", value: offer.couponCode ?? "" },
  ];
}

/**
 * The Master Trader coupon that can be used today, as the pricing and landing pages show it. The coupon's
 * limits are read from the table, not the cached catalogue, because checkout counts its uses.
 */
export async function getMasterTraderOffer(deps: AppDeps): Promise<CouponOffer | null> {
  const today = indiaToday(deps.now());
  const [catalogue, coupons] = await Promise.all([
    loadCatalogue(deps),
    deps.db
      .select()
      .from(schema.catalogueCoupons)
      .where(eq(schema.catalogueCoupons.isMasterTrader, true))
      .orderBy(schema.catalogueCoupons.sortOrder),
  ]);
  for (const coupon of coupons) {
    // A coupon the back office switched off is refused at checkout, so it must not be advertised either.
    if (coupon.disabled || !isRunningOn(coupon, today)) continue;
    if (coupon.usageLimit !== null && coupon.timesUsed >= coupon.usageLimit) continue;
    const rule = catalogue.discountRules.find(
      (r) => normaliseCouponCode(r.CouponCode) === normaliseCouponCode(coupon.code) && isRunningOn(r, today),
    );
    if (!rule) continue;
    return { discount: rule.DiscountInPercent, discountEndDate: earlierEnd(coupon.validUntil, rule.validUntil), couponCode: coupon.code };
  }
  return null;
}
