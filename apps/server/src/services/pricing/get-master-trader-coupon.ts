import { eq } from "drizzle-orm";
import { indiaToday, normaliseCouponCode } from "@investar/core";
import { schema } from "@investar/db";
import type { AppDeps } from "../../deps.ts";
import { loadCatalogue } from "./load-catalogue.ts";
import { earlierEnd, isRunningOn } from "./rule-running.ts";

export interface NameValue {
  name: string;
  value: string;
}

/**
 * Auth/getCouponCodeForMasterTrader (docs/business-rules.md#offer-coupon): the Master Trader coupon's discount, end date and
 * code as name/value items, or an empty list when no such coupon can be used today. The coupon's
 * limits are read from the table, not the cached catalogue, because checkout counts its uses.
 */
export async function getMasterTraderCoupon(deps: AppDeps): Promise<NameValue[]> {
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
    if (!isRunningOn(coupon, today)) continue;
    if (coupon.usageLimit !== null && coupon.timesUsed >= coupon.usageLimit) continue;
    const rule = catalogue.discountRules.find(
      (r) => normaliseCouponCode(r.CouponCode) === normaliseCouponCode(coupon.code) && isRunningOn(r, today),
    );
    if (!rule) continue;
    return [
      { name: "discount", value: String(rule.DiscountInPercent) },
      { name: "discountEndDate", value: earlierEnd(coupon.validUntil, rule.validUntil) ?? "" },
      { name: "couponCode", value: coupon.code },
    ];
  }
  return [];
}
