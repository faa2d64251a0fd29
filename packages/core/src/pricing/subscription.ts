/**
 * A user's subscription details (docs/business-rules.md#user-subscription-details "User subscription details"), as the engine reads
 * them. SPEC's field names are kept verbatim; amounts are minor units.
 */
import type { Currency } from "../money.ts";
import type { BillingPlan, DiscountRule, LicenseType, PriceSetId } from "./catalogue.ts";
import { serviceStatus, type IsoDate, type ServiceStatus } from "./dates.ts";

/** docs/business-rules.md#user-subscription-details ToolSubscr / MobileSubscr. */
export interface Subscr {
  BaseProduct: string;
  Addons: string[];
  Plan: BillingPlan;
  /** Last day of service; null when never paid. */
  ExpiryDate: IsoDate | null;
  LicenseType: LicenseType;
  NoOfLicenses: number;
  /** False for trial-only users. */
  IsSubscribed: boolean;
  /**
   * On MobileSubscr: this mobile subscription came free (so it has no paid value to credit on
   * an upgrade). On ToolSubscr: the tool subscription includes the mobile app for free.
   */
  isMobileFree: boolean;
}

/** The deal a subscriber holds for one product or add-on: its price set and their percent off. */
export interface SubscrDetail {
  PriceSet: PriceSetId;
  DiscountInPercent: number;
}

/** Wallet balances in minor units of `currency` (the API converts: GetUSDWalletDetails). */
export interface WalletDetails {
  currency: Currency;
  SubscrCredit: number;
  CashCredit: number;
  Credit: number;
}

export interface UserSubscriptionDetails {
  ToolSubscr: Subscr | null;
  MobileSubscr: Subscr | null;
  /** End of the 7-day free trial of the desktop tool. */
  TrialEndDate: IsoDate | null;
  /** Per product or add-on id. */
  SubscrDetails: Record<string, SubscrDetail>;
  WalletDetails: WalletDetails | null;
  RenewalDiscounts: DiscountRule[];
  SchemeDiscounts: DiscountRule[];
  /** Percent off for students of a partner institute; 0 for none. */
  InstituteDiscountPercent: number;
  WebinarDiscounts: DiscountRule[];
  /** Billing period of the last subscription, kept after it ended (matches DiscountRule.CurrentPlan). */
  LastSubscriptionPlan: BillingPlan | null;
  /** Whether the discount of the last subscription also covered data add-ons; renewal discounts keep that. */
  LastSubscriptionDiscountForDataAddon: boolean;
}

/** A subscription still in service (active, or within its grace period) that has something paid in it. */
export interface InServiceSubscription {
  subscr: Subscr & { ExpiryDate: IsoDate };
  status: Exclude<ServiceStatus, "ended">;
}

/**
 * The subscription a quote builds on, or null for a fresh purchase. Trial-only users, ended
 * subscriptions and a plain free Lite (nothing paid) are fresh purchases.
 */
export function inServiceSubscription(
  subscr: Subscr | null,
  isFreeProduct: (productId: string) => boolean,
  today: IsoDate,
): InServiceSubscription | null {
  if (!subscr || !subscr.IsSubscribed || subscr.ExpiryDate === null) return null;
  if (isFreeProduct(subscr.BaseProduct) && subscr.Addons.length === 0) return null;
  const status = serviceStatus(subscr.ExpiryDate, subscr.Plan, today);
  if (status === "ended") return null;
  return { subscr: { ...subscr, ExpiryDate: subscr.ExpiryDate }, status };
}

/** Details for a user who has never subscribed; handy for callers and tests. */
export function emptySubscriptionDetails(): UserSubscriptionDetails {
  return {
    ToolSubscr: null,
    MobileSubscr: null,
    TrialEndDate: null,
    SubscrDetails: {},
    WalletDetails: null,
    RenewalDiscounts: [],
    SchemeDiscounts: [],
    InstituteDiscountPercent: 0,
    WebinarDiscounts: [],
    LastSubscriptionPlan: null,
    LastSubscriptionDiscountForDataAddon: false,
  };
}
