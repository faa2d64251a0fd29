import { boolean, date, integer, numeric, text } from "drizzle-orm/pg-core";
import type { ActiveUsersScope, BillingPlan, ToolScope } from "@investar/core";

/**
 * Every field of docs/business-rules.md#discount-rule's discount rule, shared by the published rules (catalogue_discount_rules)
 * and each customer's own renewal, scheme and webinar discounts (user_discounts), so both read
 * back into core's DiscountRule the same way.
 */
export function discountRuleColumns() {
  return {
    label: text("label").notNull(),
    /** Null: any billing period. */
    currentPlan: text("current_plan").$type<BillingPlan>(),
    targetPlan: text("target_plan").$type<BillingPlan>(),
    /** 0 everybody, 1 subscribers in service, 2 everybody else. */
    isForActiveUsers: integer("is_for_active_users").$type<ActiveUsersScope>().notNull().default(0),
    /** 0 tool and mobile, 1 desktop tool only, 2 mobile only. */
    isForTool: integer("is_for_tool").$type<ToolScope>().notNull().default(0),
    freeMonth: integer("free_month").notNull().default(0),
    /** A percentage, not money: fractional percents (12.5) are allowed. */
    discountInPercent: numeric("discount_in_percent", { precision: 5, scale: 2, mode: "number" }).notNull().default(0),
    /** Null: applies by itself; otherwise only when this code is entered. */
    couponCode: text("coupon_code"),
    isForDataAddon: boolean("is_for_data_addon").notNull().default(false),
    /** Inclusive India dates; null = open-ended. */
    validFrom: date("valid_from", { mode: "string" }),
    validUntil: date("valid_until", { mode: "string" }),
  };
}
