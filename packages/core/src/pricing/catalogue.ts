/**
 * The pricing catalogue (docs/business-rules.md#pricing-data "Pricing data"): what can be bought, at which price, and which
 * discounts exist. The database stores it and the API serves it; the engine only reads it.
 *
 * Field names that docs/business-rules.md#entities spells (CurrentPlan, Number, Prices, BaseProduct, …) are kept
 * verbatim so the API can pass them through; fields we added are camelCase.
 * Every amount is an integer in minor units (paise, cents) — docs/architecture.md#money, never floats.
 */
import type { Currency } from "../money.ts";
import type { IsoDate } from "./dates.ts";

/** Billing periods (docs/business-rules.md#billing-plans "Plans"). Their lengths are in dates.ts. */
export const BILLING_PLANS = ["Month", "Quarter", "Annual"] as const;
export type BillingPlan = (typeof BILLING_PLANS)[number];

export function isBillingPlan(value: unknown): value is BillingPlan {
  return typeof value === "string" && (BILLING_PLANS as readonly string[]).includes(value);
}

export const LICENSE_TYPES = ["Simultaneous", "NonSimultaneous"] as const;
/** Simultaneous: every licence runs at the same time. NonSimultaneous: one at a time, on several computers. */
export type LicenseType = (typeof LICENSE_TYPES)[number];

export const DISCOUNT_TYPES = ["RenewalDiscount", "SchemeDiscount", "InstDiscount", "Webinar", "License"] as const;
export type DiscountType = (typeof DISCOUNT_TYPES)[number];

/** The four editions, cheapest first. Kept as data (rank) so a catalogue can rename or add one. */
export interface Product {
  /** Stable id used everywhere (selection, prices, subscriptions): "Lite", "Basic", "Standard", "Pro". */
  id: string;
  name: string;
  /** Higher rank = richer edition. Moving to a higher rank is an upgrade. */
  rank: number;
  /** Lite is free: buying it alone is pointless, so it must come with an add-on (LiteWithoutAddon). */
  isFree: boolean;
  /** Lite runs on one computer only. */
  allowsExtraLicences: boolean;
}

export interface Addon {
  id: string;
  name: string;
  /** Staff's Hindi name, if any (docs/adr/0062-hindi-content-texts.md); pages pick one with localizeCatalogueNames. */
  nameHi?: string | null;
  /** Set by localizeCatalogueNames when `name` is an English fallback on a Hindi page, so it is marked lang="en". */
  nameLang?: "en";
  /**
   * Market-data feeds (docs/business-rules.md#data-addons). The exchanges charge us per user for them, so discount rules
   * leave them out unless the rule says IsForDataAddon.
   */
  isDataAddon: boolean;
  /** Scans intraday bars, so it needs at least one data add-on in the same selection (ScreenerNeedsDataAddon). */
  needsDataAddon: boolean;
  /** Must be bought together with this add-on (RTFo: real-time F&O needs real-time NSE cash). */
  requiresAddonId: string | null;
}

/**
 * A price set. The current ones have the plain currency as id ("INR", "USD"); the dated ones
 * (docs/business-rules.md#currencies-and-price-sets: INR_01_07_17, INR_01_04_17, INR_30_09_16 and USD counterparts) keep the prices a
 * subscriber signed up at, so they renew at the price set recorded for them.
 */
export interface PriceSet {
  id: PriceSetId;
  currency: Currency;
  /** First day the set was on sale (for display and audit). */
  effectiveFrom: IsoDate;
}

/** "INR", "USD", or a dated id such as "INR_01_07_17" (currency, underscore, dd_mm_yy). */
export type PriceSetId = string;

export const CURRENT_PRICE_SET: Record<Currency, PriceSetId> = { INR: "INR", USD: "USD" };
export const DATED_PRICE_SET_SUFFIXES = ["01_07_17", "01_04_17", "30_09_16"] as const;

/**
 * prices[product or add-on id][plan][price set id] = price of one licence for one whole
 * period of that plan, in minor units. The same shape as docs/business-rules.md#pricing-data "prices (by product or
 * add-on, then plan, then currency)".
 */
export type PriceTable = Record<string, Partial<Record<BillingPlan, Partial<Record<PriceSetId, number>>>>>;

/** docs/business-rules.md#pricing-data portfolio package: Number of portfolios, Price by currency (one price per purchase). */
export interface PortfolioPackage {
  Number: number;
  Price: Record<Currency, number>;
}

/** docs/business-rules.md#packages package: a ready-made bundle shown on the pricing pages. */
export interface Package {
  Name: string;
  /** Staff's Hindi name, if any (docs/adr/0062-hindi-content-texts.md). */
  NameHi?: string | null;
  /** Set by localizeCatalogueNames when `Name` is an English fallback on a Hindi page. */
  NameLang?: "en";
  BaseProduct: string;
  Addons: string[];
  /** A badge such as "Default" or "Most popular"; null for none. */
  Flag: string | null;
  /** Staff's Hindi badge, if any; localizeCatalogueNames sets FlagLang when `Flag` is an English fallback. */
  FlagHi?: string | null;
  FlagLang?: "en";
  /** List price (current price set, one licence, before discounts and GST). */
  Prices: Partial<Record<BillingPlan, Record<Currency, number>>>;
}

/** An item of the standalone price list (INR, minor units). */
export interface StandalonePrice {
  Name: string;
  /** Staff's Hindi name, if any (docs/adr/0062-hindi-content-texts.md). */
  NameHi?: string | null;
  /** Set by localizeCatalogueNames when `Name` is an English fallback on a Hindi page. */
  NameLang?: "en";
  Price: number;
}

/** IsForActiveUsers: 0 everybody, 1 only users whose subscription is in service, 2 only users without one. */
export type ActiveUsersScope = 0 | 1 | 2;
/** IsForTool: 0 desktop tool and mobile, 1 desktop tool only, 2 mobile only. */
export type ToolScope = 0 | 1 | 2;

/** docs/business-rules.md#discount-rule discount rule, with every field SPEC names plus an id and a label for people. */
export interface DiscountRule {
  id: string;
  /** Shown to the customer, e.g. "Festive offer". */
  label: string;
  /** Staff's Hindi label, if any; localizeCatalogueNames sets labelLang when `label` is an English fallback. */
  labelHi?: string | null;
  labelLang?: "en";
  /** The billing period of the user's current (or last) subscription the rule is for; null = any. */
  CurrentPlan: BillingPlan | null;
  /** The billing period being bought; null = any. */
  TargetPlan: BillingPlan | null;
  IsForActiveUsers: ActiveUsersScope;
  IsForTool: ToolScope;
  /** Months added free to the new period (only when a new period is bought). */
  FreeMonth: number;
  /** Whole or fractional percent off, 0–100. */
  DiscountInPercent: number;
  /** Null: applies by itself. Otherwise only when this coupon code is entered (any letter case). */
  CouponCode: string | null;
  /** True: the discount also covers data add-ons. */
  IsForDataAddon: boolean;
  /** Inclusive validity in India dates; null = open-ended. */
  validFrom: IsoDate | null;
  validUntil: IsoDate | null;
}

/** A rule published for everyone (schemes, offers, coupon rules), with its discount type. */
export interface CatalogueDiscountRule extends DiscountRule {
  type: Exclude<DiscountType, "InstDiscount" | "License">;
}

/** A discount rule's fields when it sets no condition and no benefit: any plan, anyone, desktop and mobile, always valid. */
export const UNCONDITIONAL_DISCOUNT_RULE = {
  CurrentPlan: null,
  TargetPlan: null,
  IsForActiveUsers: 0,
  IsForTool: 0,
  FreeMonth: 0,
  DiscountInPercent: 0,
  CouponCode: null,
  IsForDataAddon: false,
  validFrom: null,
  validUntil: null,
} as const satisfies Omit<DiscountRule, "id" | "label">;

/** A coupon code's own limits; what it gives is the discount rule carrying the same CouponCode. */
export interface Coupon {
  code: string;
  validFrom: IsoDate | null;
  validUntil: IsoDate | null;
  /** Null = unlimited. */
  usageLimit: number | null;
  /** Uses held by orders not failed or cancelled (counted when the order is created: ADR 0024). */
  timesUsed: number;
  /** The products (edition ids) it may be used on; empty = any. */
  products: string[];
  /** The billing periods it may be bought for; empty = any. */
  plans: BillingPlan[];
  /** Each customer may use it once. */
  oncePerUser: boolean;
  /** Switched off by an admin: refused like an unknown code, but kept (with its uses) for the record. */
  disabled: boolean;
}

/** A coupon without restrictions of product, plan or customer. */
export const OPEN_COUPON = { products: [], plans: [], oncePerUser: false, disabled: false } as const satisfies Pick<
  Coupon,
  "products" | "plans" | "oncePerUser" | "disabled"
>;

/** Mobile app subscriptions: their own products' prices and add-ons (no licences, no portfolio). */
export interface MobileCatalogue {
  prices: PriceTable;
  productWiseAddons: Record<string, string[]>;
  packages: Package[];
}

export interface Catalogue {
  products: Product[];
  addons: Addon[];
  priceSets: PriceSet[];
  prices: PriceTable;
  /** Which add-ons each product may be bought with (docs/business-rules.md#products-and-addons productWiseAddonsList). */
  productWiseAddons: Record<string, string[]>;
  portfolioPackages: PortfolioPackage[];
  mobile: MobileCatalogue;
  discountRules: CatalogueDiscountRule[];
  coupons: Coupon[];
  /** Webinars priced at or below this are free for paying subscribers. */
  freeWebinarPriceLimit: Record<Currency, number>;
  /** Ready-made desktop bundles (docs/business-rules.md#packages packagelist). */
  packages: Package[];
  /** Pro with Intraday (NSE Cash 5-Min) and Intraday (NSE F&O 5-Min) (docs/business-rules.md#packages). */
  defaultPackage: Package;
  /** docs/business-rules.md#standalone-price-list default standalone price list: one item, Standard (EOD) at ₹7,950. */
  standalonePriceList: StandalonePrice[];
  /** One-time charge for each extra non-simultaneous licence (docs/business-rules.md#non-simultaneous-licence-fee: 1000; see licences.ts). */
  nonSimultaneousLicenceFee: Record<Currency, number>;
  /** Whether wallet cash credit may pay for subscriptions (docs/business-rules.md#wallet-credit-order "only if enabled"). */
  cashCreditEnabled: boolean;
  /** Highest licence count one order may have. */
  maxLicences: number;
}

export function findProduct(catalogue: Catalogue, id: string): Product | undefined {
  return catalogue.products.find((product) => product.id === id);
}

export function findAddon(catalogue: Catalogue, id: string): Addon | undefined {
  return catalogue.addons.find((addon) => addon.id === id);
}

/** Name of a product or add-on for messages; the id itself when unknown. */
export function itemName(catalogue: Catalogue, id: string): string {
  return findProduct(catalogue, id)?.name ?? findAddon(catalogue, id)?.name ?? id;
}
