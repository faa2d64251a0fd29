import type { DiscountRule } from "@investar/core";
import type { schema } from "@investar/db";

/** The discount-rule columns both catalogue_discount_rules and user_discounts carry (db's discountRuleColumns). */
type RuleRow = Pick<
  typeof schema.userDiscounts.$inferSelect,
  | "label"
  | "currentPlan"
  | "targetPlan"
  | "isForActiveUsers"
  | "isForTool"
  | "freeMonth"
  | "discountInPercent"
  | "couponCode"
  | "isForDataAddon"
  | "validFrom"
  | "validUntil"
>;

/** A stored rule as core's DiscountRule (docs/business-rules.md#discount-rule field names). */
export function toDiscountRule(id: string, row: RuleRow): DiscountRule {
  return {
    id,
    label: row.label,
    CurrentPlan: row.currentPlan,
    TargetPlan: row.targetPlan,
    IsForActiveUsers: row.isForActiveUsers,
    IsForTool: row.isForTool,
    FreeMonth: row.freeMonth,
    DiscountInPercent: row.discountInPercent,
    CouponCode: row.couponCode,
    IsForDataAddon: row.isForDataAddon,
    validFrom: row.validFrom,
    validUntil: row.validUntil,
  };
}

/** A customer's own discount (user_discounts row); ids are prefixed so they never clash with published rule ids. */
export function toPersonalRule(row: RuleRow & { id: number }): DiscountRule {
  return toDiscountRule(`personal-${row.id}`, row);
}
