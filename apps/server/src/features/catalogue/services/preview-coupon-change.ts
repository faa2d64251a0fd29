import { and, count, eq, inArray, sql } from "drizzle-orm";
import { normaliseCouponCode, type CouponInput } from "@investar/core";
import { schema } from "@investar/db";
import type { AppDeps } from "../../../deps.ts";
import { sameCouponCode } from "./hold-coupon-use.ts";

const listed = (values: readonly string[], none: string) => (values.length === 0 ? none : values.join(", "));
const shown = (value: string | number | boolean | null | undefined, none = "—") =>
  value === null || value === undefined || value === "" ? none : typeof value === "boolean" ? (value ? "Yes" : "No") : String(value);

/**
 * The review before a coupon is saved (docs/business-rules.md#catalogue-change-review): each field before →
 * after, where customers meet the coupon, and the orders now holding a use of it (their quotes are frozen:
 * the change reaches checkouts started after it). Reads only.
 */
export async function previewCouponChange(deps: AppDeps, input: CouponInput) {
  const code = normaliseCouponCode(input.code);
  const c = schema.catalogueCoupons;
  const r = schema.catalogueDiscountRules;
  const [coupon] = await deps.db.select().from(c).where(sameCouponCode(code));
  const [rule] = await deps.db
    .select()
    .from(r)
    .where(eq(sql`upper(trim(${r.couponCode}))`, code));
  const fields: [string, string, string][] = [
    ["Offer's name", shown(rule?.label), shown(input.label)],
    ["Percent off", shown(rule?.discountInPercent), shown(input.percent)],
    ["Valid from", shown(coupon?.validFrom, "any day"), shown(input.validFrom, "any day")],
    ["Valid until", shown(coupon?.validUntil, "no end"), shown(input.validUntil, "no end")],
    ["Usage limit", shown(coupon?.usageLimit, "unlimited"), shown(input.usageLimit, "unlimited")],
    ["Editions", listed(coupon?.products ?? [], "any"), listed(input.products ?? [], "any")],
    ["Billing periods", listed(coupon?.plans ?? [], "any"), listed(input.plans ?? [], "any")],
    ["Once per customer", shown(coupon?.oncePerUser ?? null), shown(input.oncePerUser ?? false)],
    ["Applies to data add-ons", shown(rule?.isForDataAddon ?? null), shown(input.isForDataAddon ?? false)],
  ];
  const changes = fields
    .filter(([, before, after]) => !coupon || before !== after)
    .map(([field, before, after]) => ({ field, before: coupon ? before : "—", after }));
  const o = schema.orders;
  const holds = schema.couponRedemptions;
  const [holding] = await deps.db
    .select({ n: count() })
    .from(holds)
    .innerJoin(o, eq(o.id, holds.orderId))
    .where(and(eq(holds.code, code), inArray(o.status, ["created", "pending"])));
  return {
    code: coupon?.code ?? code,
    exists: coupon !== undefined,
    changes,
    // Coupons are typed at checkout; the Master Trader coupon is also published to its programme's page.
    pages: [
      "/Pricing/CustomizeSubscription",
      ...(coupon?.isMasterTrader ? ["Master Trader programme (getCouponCodeForMasterTrader)"] : []),
    ],
    ordersHolding: holding?.n ?? 0,
    timesUsed: coupon?.timesUsed ?? 0,
  };
}
