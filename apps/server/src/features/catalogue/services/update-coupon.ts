import { eq, sql } from "drizzle-orm";
import { couponProblems, normaliseCouponCode, type CouponInput } from "@investar/core";
import { schema } from "@investar/db";
import type { AppDeps } from "../../../deps.ts";
import { notFound, throwIfInvalid } from "../../../errors.ts";
import { couponRule } from "./coupon-rule.ts";
import { editCatalogue } from "./edit-catalogue.ts";
import { sameCouponCode } from "./hold-coupon-use.ts";

/** Changes a coupon's limits and the offer it unlocks. Its code stays (orders and redemptions name it). */
export async function updateCoupon(deps: AppDeps, actorId: number, input: CouponInput): Promise<{ code: string }> {
  const code = normaliseCouponCode(input.code);
  return editCatalogue(deps, { actorId, action: "catalogue-coupon-updated", subject: `coupon:${code}` }, async (tx) => {
    const c = schema.catalogueCoupons;
    const r = schema.catalogueDiscountRules;
    // The row lock keeps checkouts from taking a use between the check of the limit and its change.
    const [before] = await tx.select().from(c).where(sameCouponCode(code)).for("update");
    if (!before) throw notFound(`There is no coupon ${code}.`);
    const products = await tx.select({ id: schema.catalogueProducts.id }).from(schema.catalogueProducts);
    throwIfInvalid(
      couponProblems(input, { productIds: products.map((p) => p.id), existingCodes: [], isNew: false, timesUsed: before.timesUsed }),
    );
    const { validFrom, validUntil, usageLimit, products: only, plans, oncePerUser } = input;
    await tx.update(c).set({ validFrom, validUntil, usageLimit, products: only, plans, oncePerUser }).where(eq(c.code, before.code));
    const rule = couponRule(input, before.code);
    const sameRuleCode = eq(sql`upper(trim(${r.couponCode}))`, code);
    const rulesBefore = await tx.select().from(r).where(sameRuleCode);
    if (rulesBefore.length === 0) await tx.insert(r).values({ id: `coupon-${code}`, ...rule, sortOrder: 1000 });
    else
      await tx
        .update(r)
        .set({ label: rule.label, discountInPercent: rule.discountInPercent, isForDataAddon: rule.isForDataAddon, validFrom, validUntil })
        .where(sameRuleCode);
    return { before: { ...before, rules: rulesBefore }, after: { ...input, code: before.code }, result: { code: before.code } };
  });
}
