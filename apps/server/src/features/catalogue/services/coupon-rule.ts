import type { CouponInput } from "@investar/core";

/** The scheme rule a back-office coupon unlocks: its percent for any customer, on the window of the coupon. */
export function couponRule(input: CouponInput, code: string) {
  return {
    type: "SchemeDiscount" as const,
    label: input.label,
    discountInPercent: input.percent,
    couponCode: code,
    isForDataAddon: input.isForDataAddon,
    validFrom: input.validFrom,
    validUntil: input.validUntil,
    isPublished: true,
  };
}
