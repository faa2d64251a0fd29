/**
 * The catalogue as sent to the browser for instant quotes. Coupon codes are left out: they are
 * meant for the people they are given to, and a page's source is readable by anyone. The
 * browser therefore prices a selection with a coupon as if it had none and waits for the Quote
 * call, which knows the coupons, to confirm or refuse it (see use-confirmed-quote.ts).
 */
import { normaliseCouponCode, type Catalogue } from "@investar/core";

export function browserCatalogue(catalogue: Catalogue): Catalogue {
  return {
    ...catalogue,
    coupons: [],
    discountRules: catalogue.discountRules.filter((rule) => normaliseCouponCode(rule.CouponCode) === ""),
  };
}
