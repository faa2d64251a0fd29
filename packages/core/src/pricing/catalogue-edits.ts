/**
 * What the back office may write into the catalogue (ADR 0024): each check answers the problems by
 * field (empty: none), so an admin sees every reason at once next to the field it is about.
 */
import type { BillingPlan } from "./catalogue.ts";
import type { IsoDate } from "./dates.ts";
import { normaliseCouponCode } from "./discount-rules.ts";

export type FieldProblems = Record<string, string>;

export interface CouponInput {
  code: string;
  label: string;
  percent: number;
  validFrom: IsoDate | null;
  validUntil: IsoDate | null;
  usageLimit: number | null;
  products: string[];
  plans: BillingPlan[];
  oncePerUser: boolean;
  isForDataAddon: boolean;
}

/** A coupon code: letters and digits (and - or _), 3 to 30, compared without case. */
const COUPON_CODE = /^[A-Z0-9][A-Z0-9_-]{2,29}$/u;

export function couponProblems(
  input: CouponInput,
  facts: { productIds: readonly string[]; existingCodes: readonly string[]; isNew: boolean; timesUsed: number },
): FieldProblems {
  const problems: FieldProblems = {};
  const code = normaliseCouponCode(input.code);
  if (!COUPON_CODE.test(code)) problems.code = "A coupon code has 3 to 30 letters, digits, - or _.";
  else if (facts.isNew && facts.existingCodes.some((existing) => normaliseCouponCode(existing) === code))
    problems.code = `The code ${code} is already in use.`;
  Object.assign(problems, percentProblems(input.percent, "percent"), validityProblems(input.validFrom, input.validUntil));
  if (input.usageLimit !== null && input.usageLimit < Math.max(1, facts.timesUsed)) {
    problems.usageLimit =
      facts.timesUsed > 0
        ? `The coupon has been used ${facts.timesUsed} times; the limit can't be lower.`
        : "The usage limit is at least 1 (leave it empty for no limit).";
  }
  const unknown = input.products.filter((id) => !facts.productIds.includes(id));
  if (unknown.length > 0) problems.products = `Unknown products: ${unknown.join(", ")}.`;
  return problems;
}

export function percentProblems(percent: number, field: string): FieldProblems {
  return percent > 0 && percent <= 100 ? {} : { [field]: "The discount is more than 0 and at most 100 percent." };
}

export function validityProblems(validFrom: IsoDate | null, validUntil: IsoDate | null): FieldProblems {
  return validFrom !== null && validUntil !== null && validUntil < validFrom
    ? { validUntil: "The end date can't be before the start date." }
    : {};
}

/** A published discount rule (renewal, scheme offer, webinar discount): a percent or free months, over a sane window. */
export function discountRuleProblems(input: {
  discountInPercent: number;
  freeMonth: number;
  validFrom: IsoDate | null;
  validUntil: IsoDate | null;
}): FieldProblems {
  const problems: FieldProblems = validityProblems(input.validFrom, input.validUntil);
  if (input.discountInPercent < 0 || input.discountInPercent > 100)
    problems.discountInPercent = "The discount is between 0 and 100 percent.";
  if (input.discountInPercent === 0 && input.freeMonth === 0) problems.discountInPercent = "Give a discount, free months, or both.";
  return problems;
}
