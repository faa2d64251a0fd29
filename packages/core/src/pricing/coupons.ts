/**
 * Coupon codes. A coupon (catalogue.coupons) carries its validity dates and usage limit; what
 * it gives is the discount rule with the same CouponCode — a published rule, or one of the
 * customer's own renewal, scheme or webinar discounts. An entered code that can't be used is an
 * error (CouponCodeApply, or WebinarWithLite), so the customer learns why at once rather than
 * paying without the discount they expected.
 */
import { itemName, type Catalogue, type DiscountRule, type DiscountType } from "./catalogue.ts";
import { formatDay } from "./dates.ts";
import { ruleEligibility, normaliseCouponCode, type RuleFacts } from "./discount-rules.ts";
import { pricingError, type PricingError } from "./errors.ts";
import type { UserSubscriptionDetails } from "./subscription.ts";

export interface TypedRule {
  rule: DiscountRule;
  type: DiscountType;
}

/** Every rule that may apply to this customer: published ones and their own. */
export function allRules(catalogue: Catalogue, subscription: UserSubscriptionDetails | null): TypedRule[] {
  const own = (rules: DiscountRule[] | undefined, type: DiscountType): TypedRule[] => (rules ?? []).map((rule) => ({ rule, type }));
  return [
    ...catalogue.discountRules.map((rule) => ({ rule, type: rule.type })),
    ...own(subscription?.RenewalDiscounts, "RenewalDiscount"),
    ...own(subscription?.SchemeDiscounts, "SchemeDiscount"),
    ...own(subscription?.WebinarDiscounts, "Webinar"),
  ];
}

export type CouponCheck = { ok: true; code: string | null; rules: TypedRule[] } | { ok: false; error: PricingError };

/** The rules an entered coupon unlocks (none when no code was entered), or why it can't be used. */
export function checkCoupon(args: {
  catalogue: Catalogue;
  rules: TypedRule[];
  enteredCode: string | null;
  facts: RuleFacts;
  productId: string;
  productIsFree: boolean;
}): CouponCheck {
  const code = normaliseCouponCode(args.enteredCode);
  if (code === "") return { ok: true, code: null, rules: [] };
  const shown = args.enteredCode?.trim() ?? code;
  const fail = (message: string): CouponCheck => ({ ok: false, error: pricingError("CouponCodeApply", message) });

  const coupon = args.catalogue.coupons.find((candidate) => normaliseCouponCode(candidate.code) === code);
  if (!coupon) return fail(`We don't recognise the coupon code "${shown}". Please check the spelling.`);
  if (coupon.disabled) return fail(`Coupon ${shown} is no longer available.`);
  const { today } = args.facts;
  if (coupon.validFrom !== null && today < coupon.validFrom)
    return fail(`Coupon ${shown} can be used from ${formatDay(coupon.validFrom)}.`);
  if (coupon.validUntil !== null && today > coupon.validUntil) return fail(`Coupon ${shown} expired on ${formatDay(coupon.validUntil)}.`);
  if (coupon.usageLimit !== null && coupon.timesUsed >= coupon.usageLimit) return fail(couponUsedUpMessage(shown));
  if (coupon.products.length > 0 && !coupon.products.includes(args.productId)) {
    return fail(`Coupon ${shown} is for ${coupon.products.map((id) => itemName(args.catalogue, id)).join(" or ")} only.`);
  }
  if (coupon.plans.length > 0 && !coupon.plans.includes(args.facts.targetPlan))
    return fail(`Coupon ${shown} is for ${coupon.plans.join(" or ")} plans only.`);

  const matching = args.rules.filter(({ rule }) => normaliseCouponCode(rule.CouponCode) === code);
  if (matching.length === 0) return fail(`Coupon ${shown} isn't linked to an offer at the moment.`);
  if (args.productIsFree && matching.every(({ type }) => type === "Webinar")) {
    return {
      ok: false,
      error: pricingError("WebinarWithLite", `Coupon ${shown} is a webinar offer, which applies to Basic, Standard and Pro, not to Lite.`),
    };
  }
  const usable = matching.filter(({ type }) => !(args.productIsFree && type === "Webinar"));
  const eligible = usable.filter(({ rule }) => ruleEligibility(rule, args.facts).ok);
  if (eligible.length === 0) {
    const first = usable[0] ? ruleEligibility(usable[0].rule, args.facts) : null;
    const reason = first && !first.ok ? first.reason : "doesn't apply to this order";
    return fail(`Coupon ${shown} ${reason}.`);
  }
  return { ok: true, code, rules: eligible };
}

/** What a customer is told when a coupon's uses are all taken (at the quote, and by the order that lost the race for the last one). */
export function couponUsedUpMessage(shownCode: string): string {
  return `Coupon ${shownCode} has been used as many times as it allows.`;
}

/** What a customer is told on trying a once-per-customer coupon a second time. */
export function couponUsedByYouMessage(shownCode: string): string {
  return `You have already used coupon ${shownCode}; it can be used once per customer.`;
}
