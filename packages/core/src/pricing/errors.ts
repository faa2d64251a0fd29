/**
 * The 13 pricing errors of docs/business-rules.md#pricing-error-codes. Each code has a default message; the engine usually passes
 * a more specific one naming the product, date or coupon involved. When each arises:
 *
 * - InvalidSelection: unknown currency, plan or add-on; an add-on not offered with the product;
 *   the same add-on twice; a portfolio number that is not a listed package (docs/business-rules.md#selection-rules); a
 *   portfolio on mobile; removing something while keeping the same expiry date; mobile app
 *   already included free with the desktop subscription; a price the catalogue does not have.
 * - SelectLicenseType: more than one licence but no licence type chosen.
 * - InvalidLicenseNumber: not a whole number from 1 to the catalogue maximum; more than one on
 *   Lite or mobile; fewer than you hold while keeping the same expiry date.
 * - CanNotChangePlanForRecurring: a recurring (auto-debit) purchase with a billing period other
 *   than the current subscription's (the mandate is for that period).
 * - LiteWithoutAddon: Lite alone — it is free, so there is nothing to buy.
 * - ScreenerNeedsDataAddon: an add-on that scans intraday data without any data add-on.
 * - SubscriptionEnds: keeping the same expiry date when no months are left to upgrade.
 * - PlanChange: keeping the same expiry date with a billing period other than the current one.
 * - WebinarWithLite: a webinar offer coupon used with Lite.
 * - InvalidProduct: a product the catalogue (or the mobile catalogue) does not sell.
 * - SelectionModeChange: keeping the same expiry date without adding anything: that would buy
 *   nothing, and a renewal needs the extend-expiry mode.
 * - CouponCodeApply: a coupon that is unknown, not yet or no longer valid, used up, or whose
 *   conditions the order does not meet.
 * - RTFo: Real-Time (NSE F&O) without Real-Time (NSE Cash), which it needs.
 */
export const PRICING_ERROR_CODES = [
  "InvalidSelection",
  "SelectLicenseType",
  "InvalidLicenseNumber",
  "CanNotChangePlanForRecurring",
  "LiteWithoutAddon",
  "ScreenerNeedsDataAddon",
  "SubscriptionEnds",
  "PlanChange",
  "WebinarWithLite",
  "InvalidProduct",
  "SelectionModeChange",
  "CouponCodeApply",
  "RTFo",
] as const;

export type PricingErrorCode = (typeof PRICING_ERROR_CODES)[number];

export interface PricingError {
  code: PricingErrorCode;
  /** Customer-facing, plain words, says what to do next. */
  message: string;
}

export const DEFAULT_PRICING_ERROR_MESSAGES: Record<PricingErrorCode, string> = {
  InvalidSelection: "This combination can't be bought. Please check the product, plan and add-ons you chose.",
  SelectLicenseType: "Please choose a licence type (simultaneous or non-simultaneous) for more than one licence.",
  InvalidLicenseNumber: "Please enter a valid number of licences.",
  CanNotChangePlanForRecurring:
    "A recurring subscription keeps its billing period. Choose your current billing period, or pay without recurring to change it.",
  LiteWithoutAddon: "Lite is free. Add at least one add-on to buy with it, or choose a paid edition.",
  ScreenerNeedsDataAddon: "The screener needs intraday data. Please add a data add-on as well.",
  SubscriptionEnds: "Your subscription has no months left to upgrade. Choose 'Extend expiry date' to renew and upgrade together.",
  PlanChange: "Your billing period can only change when you extend your expiry date.",
  WebinarWithLite: "Webinar offers apply to Basic, Standard and Pro, not to Lite.",
  InvalidProduct: "This product isn't available. Please choose Lite, Basic, Standard or Pro.",
  SelectionModeChange: "You already have this subscription. Add something to upgrade, or choose 'Extend expiry date' to renew it.",
  CouponCodeApply: "This coupon code can't be applied to your order.",
  RTFo: "Real-time F&O data needs the real-time NSE cash add-on as well, because F&O analysis uses the live prices of the underlying stocks.",
};

export function pricingError(code: PricingErrorCode, message: string = DEFAULT_PRICING_ERROR_MESSAGES[code]): PricingError {
  return { code, message };
}

export function isPricingErrorCode(value: unknown): value is PricingErrorCode {
  return typeof value === "string" && (PRICING_ERROR_CODES as readonly string[]).includes(value);
}
