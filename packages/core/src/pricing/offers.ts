/**
 * Every discount a customer qualifies for on an order (discounts.ts picks among them):
 *
 * - published and personal rules without a coupon code, when their conditions hold;
 * - the rules an entered coupon unlocks (coupons.ts);
 * - RenewalDiscount: only when a new period is bought by someone who has subscribed before —
 *   including the percent recorded on their deal for the product they renew (SubscrDetails),
 *   which covers data add-ons when their last discount did (LastSubscriptionDiscountForDataAddon);
 * - InstDiscount: the institute percent on their account (not on data add-ons);
 * - Webinar: never on Lite;
 * - License: the simultaneous licence volume discount (not on data add-ons).
 */
import type { DiscountType } from "./catalogue.ts";
import type { PlannedChange } from "./changes.ts";
import type { TypedRule } from "./coupons.ts";
import { ruleEligibility, type RuleFacts } from "./discount-rules.ts";
import type { DiscountOffer } from "./discounts.ts";
import { simultaneousLicenceDiscountPercent } from "./licences.ts";
import type { CheckedSelection } from "./selection.ts";
import type { UserSubscriptionDetails } from "./subscription.ts";
import { inEnglish } from "./explanation-english.ts";
import { part, type ExplanationPart } from "./explanation-parts.ts";

export function gatherOffers(args: {
  rules: TypedRule[];
  couponRules: TypedRule[];
  couponCode: string | null;
  facts: RuleFacts;
  checked: CheckedSelection;
  change: PlannedChange;
  subscription: UserSubscriptionDetails | null;
}): DiscountOffer[] {
  const { checked, change, subscription, facts } = args;
  const hasSubscribedBefore = facts.currentPlan !== null;
  const typeAllowed = (type: DiscountType): boolean => {
    if (type === "Webinar") return !checked.product.isFree;
    if (type === "RenewalDiscount") return change.buysNewPeriod && hasSubscribedBefore;
    return true;
  };
  const fromRule = ({ rule, type }: TypedRule, couponCode: string | null): DiscountOffer => ({
    type,
    ...named(couponCode ? part("offerCoupon", { code: couponCode, label: rule.label }) : part("offerRule", { label: rule.label })),
    percent: rule.DiscountInPercent,
    coversDataAddons: rule.IsForDataAddon,
    freeMonths: Math.max(0, Math.floor(rule.FreeMonth)),
    couponCode,
  });

  const offers: DiscountOffer[] = args.rules
    .filter(({ rule, type }) => rule.CouponCode === null && typeAllowed(type) && ruleEligibility(rule, facts).ok)
    .map((typed) => fromRule(typed, null));
  // The coupon check has already tested the conditions (Lite included) and failed loudly otherwise.
  offers.push(...args.couponRules.map((typed) => fromRule(typed, args.couponCode)));

  const deal = subscription?.SubscrDetails?.[checked.product.id];
  if (deal && deal.DiscountInPercent > 0 && change.current?.subscr.BaseProduct === checked.product.id && typeAllowed("RenewalDiscount")) {
    offers.push({
      type: "RenewalDiscount",
      ...named(part("offerRenewal", { product: checked.product.name })),
      percent: deal.DiscountInPercent,
      coversDataAddons: subscription?.LastSubscriptionDiscountForDataAddon ?? false,
      freeMonths: 0,
      couponCode: null,
    });
  }
  const institute = subscription?.InstituteDiscountPercent ?? 0;
  if (institute > 0) {
    offers.push({
      type: "InstDiscount",
      ...named(part("offerInstitute")),
      percent: institute,
      coversDataAddons: false,
      freeMonths: 0,
      couponCode: null,
    });
  }
  if (checked.licenseType === "Simultaneous") {
    const volume = simultaneousLicenceDiscountPercent(checked.selection.noOfLicenses);
    if (volume > 0) {
      const name = named(part("offerLicenceVolume", { licences: checked.selection.noOfLicenses }));
      offers.push({ type: "License", ...name, percent: volume, coversDataAddons: false, freeMonths: 0, couponCode: null });
    }
  }
  return offers;
}

/** An offer's label in English and as a part of the explanation (explanation-parts.ts). */
function named(name: ExplanationPart): { label: string; name: ExplanationPart } {
  return { label: inEnglish(name), name };
}
