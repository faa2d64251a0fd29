/** What My Subscription and the pricing pages read from the subscriptions feature. */
import type { UserSubscriptionDetails } from "@investar/core";

export interface ScheduledSubscriptionChange {
  kind: "tool" | "mobile";
  baseProduct: string;
  addons: string[];
  noOfLicenses: number;
  effectiveOn: string;
}

export interface SubscriptionsPageServices {
  /** docs/business-rules.md#user-subscription-details user subscription details of this user (tool, mobile, trial, wallet, personal discounts). */
  getSubscriptionDetails(userId: number): Promise<UserSubscriptionDetails>;
  /** What a renewal switches the subscription to at the old expiry (ADR 0026). */
  listScheduledChanges(userId: number): Promise<ScheduledSubscriptionChange[]>;
}
