import { couponProblems, normaliseCouponCode, type CouponInput } from "@investar/core";
import { isUniqueViolation, schema } from "@investar/db";
import type { AppDeps } from "../../../deps.ts";
import { badRequest, throwIfInvalid } from "../../../errors.ts";
import { editCatalogue } from "./edit-catalogue.ts";
import { couponRule } from "./coupon-rule.ts";

/** A new coupon: its limits (catalogue_coupons) and the offer it unlocks (a scheme rule carrying its code), together. */
export async function createCoupon(deps: AppDeps, actorId: number, input: CouponInput): Promise<{ code: string }> {
  const code = normaliseCouponCode(input.code);
  try {
    return await editCatalogue(deps, { actorId, action: "catalogue-coupon-created", subject: `coupon:${code}` }, async (tx) => {
      const [products, coupons] = await Promise.all([
        tx.select({ id: schema.catalogueProducts.id }).from(schema.catalogueProducts),
        tx.select({ code: schema.catalogueCoupons.code }).from(schema.catalogueCoupons),
      ]);
      throwIfInvalid(
        couponProblems(input, {
          productIds: products.map((p) => p.id),
          existingCodes: coupons.map((c) => c.code),
          isNew: true,
          timesUsed: 0,
        }),
      );
      const { validFrom, validUntil, usageLimit, products: only, plans, oncePerUser } = input;
      await tx
        .insert(schema.catalogueCoupons)
        .values({ code, validFrom, validUntil, usageLimit, products: only, plans, oncePerUser, sortOrder: coupons.length + 1 });
      await tx
        .insert(schema.catalogueDiscountRules)
        .values({ id: `coupon-${code}`, ...couponRule(input, code), sortOrder: 1000 + coupons.length });
      return { before: null, after: { ...input, code }, result: { code } };
    });
  } catch (error) {
    // Two admins creating one code at once: the unique index decides, and the loser hears why.
    if (isUniqueViolation(error))
      throw badRequest(`The code ${code} is already in use.`, { code: [`The code ${code} is already in use.`] });
    throw error;
  }
}
