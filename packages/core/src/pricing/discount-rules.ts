/**
 * Whether a discount rule (docs/business-rules.md#discount-rule) applies to an order. Each failed condition gives the reason
 * in words, which the coupon check shows to the customer.
 */
import type { BillingPlan, DiscountRule } from "./catalogue.ts";
import { formatDay, type IsoDate } from "./dates.ts";

/** The facts about the order and the customer that rules test. */
export interface RuleFacts {
  today: IsoDate;
  /** A subscription in service (active or in grace) on the channel being quoted. */
  isInService: boolean;
  /** Billing period of the subscription in service, else of the last one; null if never subscribed. */
  currentPlan: BillingPlan | null;
  targetPlan: BillingPlan;
  isMobile: boolean;
}

export type Eligibility = { ok: true } | { ok: false; reason: string };

/** Checks everything but the coupon code (coupons.ts matches codes). */
export function ruleEligibility(rule: DiscountRule, facts: RuleFacts): Eligibility {
  if (rule.validFrom !== null && facts.today < rule.validFrom) return no(`starts on ${formatDay(rule.validFrom)}`);
  if (rule.validUntil !== null && facts.today > rule.validUntil) return no(`ended on ${formatDay(rule.validUntil)}`);
  if (rule.TargetPlan !== null && rule.TargetPlan !== facts.targetPlan) return no(`is for ${rule.TargetPlan} plans only`);
  if (rule.CurrentPlan !== null && rule.CurrentPlan !== facts.currentPlan)
    return no(`is for customers coming from a ${rule.CurrentPlan} plan`);
  if (rule.IsForActiveUsers === 1 && !facts.isInService) return no("is for customers whose subscription is still running");
  if (rule.IsForActiveUsers === 2 && facts.isInService) return no("is for new customers and those whose subscription has ended");
  if (rule.IsForTool === 1 && facts.isMobile) return no("is for the desktop software, not the mobile app");
  if (rule.IsForTool === 2 && !facts.isMobile) return no("is for the mobile app, not the desktop software");
  return { ok: true };
}

function no(reason: string): Eligibility {
  return { ok: false, reason };
}

/** Coupon codes compare without surrounding spaces or letter case. */
export function normaliseCouponCode(code: string | null | undefined): string {
  return (code ?? "").trim().toUpperCase();
}
