/** What the back office's catalogue page shows and edits (GET /api/admin/catalogue), shared by the server and the page. */
import type { Currency } from "../money.ts";
import type { BillingPlan, Coupon, DiscountRule } from "./catalogue.ts";
import type { IsoDate } from "./dates.ts";

export type CatalogueChannelName = "tool" | "mobile";

export interface AdminCoupon extends Coupon {
  /** The offer the code unlocks (its first rule with this CouponCode); null when none carries it. */
  label: string | null;
  percent: number | null;
}

export interface AdminDiscountRule extends DiscountRule {
  labelHi: string | null;
  type: "RenewalDiscount" | "SchemeDiscount" | "Webinar";
  isPublished: boolean;
}

/** Amounts in minor units (paise, cents). Unpublished rules and disabled coupons included. */
export interface AdminCatalogue {
  today: IsoDate;
  priceSets: Array<{ id: string; currency: Currency; effectiveFrom: IsoDate; inEffect: boolean }>;
  products: Array<{ id: string; name: string }>;
  addons: Array<{
    id: string;
    name: string;
    nameHi: string | null;
    isDataAddon: boolean;
    needsDataAddon: boolean;
    requiresAddonId: string | null;
    products: string[];
  }>;
  prices: Array<{ channel: CatalogueChannelName; itemId: string; plan: BillingPlan; priceSetId: string; amount: number }>;
  packages: Array<{
    id: number;
    channel: CatalogueChannelName;
    name: string;
    nameHi: string | null;
    baseProduct: string;
    addons: string[];
    flag: string | null;
    flagHi: string | null;
    isDefault: boolean;
  }>;
  standalonePrices: Array<{ name: string; nameHi: string | null; price: number }>;
  coupons: AdminCoupon[];
  discountRules: AdminDiscountRule[];
}
