import { and, eq } from "drizzle-orm";
import { indiaToday, type DiscountRule, type IsoDate } from "@investar/core";
import { schema } from "@investar/db";
import type { AppDeps } from "../../../deps.ts";
import { toPersonalRule } from "./discount-rule-row.ts";
import { loadCatalogue } from "./load-catalogue.ts";
import { isRunningOn } from "./rule-running.ts";

/** docs/business-rules.md#offer-coupon webinar discount fields; all null when no webinar discount is open to the user today. */
export interface WebinarDiscountFields {
  discount: number | null;
  discountEndDate: IsoDate | null;
  couponCode: string | null;
}

/**
 * user/GetWebinarDiscountFields: the best webinar discount the user can use today — their own
 * (given for attending a webinar) or a published webinar offer — with its end date and coupon.
 */
export async function getWebinarDiscountFields(deps: AppDeps, userId: number): Promise<WebinarDiscountFields> {
  const d = schema.userDiscounts;
  const [catalogue, own] = await Promise.all([
    loadCatalogue(deps),
    deps.db
      .select()
      .from(d)
      .where(and(eq(d.userId, userId), eq(d.type, "Webinar"))),
  ]);
  const today = indiaToday(deps.now());
  const candidates: DiscountRule[] = [
    ...own.map((row) => toPersonalRule(row)),
    ...catalogue.discountRules.filter((rule) => rule.type === "Webinar"),
  ];
  const best = candidates
    .filter((rule) => isRunningOn(rule, today) && rule.DiscountInPercent > 0)
    .sort((a, b) => b.DiscountInPercent - a.DiscountInPercent)[0];
  if (!best) return { discount: null, discountEndDate: null, couponCode: null };
  return { discount: best.DiscountInPercent, discountEndDate: best.validUntil, couponCode: best.CouponCode };
}
