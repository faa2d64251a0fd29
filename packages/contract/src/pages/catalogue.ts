/** What the pricing pages and /admin/catalogue read from the catalogue feature. */
import type { AdminCatalogue, Catalogue, CopyPrices, Currency, OfferTerms } from "@investar/core";

/** A published offer running today (payment/IsOfferActivated); its coupon code, if any, is not published. */
export interface RunningOffer extends OfferTerms {
  label: string;
  /** Staff's Hindi label; null until translated (docs/adr/0062-hindi-content-texts.md). */
  labelHi: string | null;
  validUntil: string | null; // YYYY-MM-DD, India
  needsCoupon: boolean;
}

/** docs/business-rules.md#offer-coupon: a percent off until a day, with the code to enter (null: applied by itself). */
export interface CouponOffer {
  discount: number;
  discountEndDate: string | null; // YYYY-MM-DD, India
  couponCode: string | null;
}

/** docs/business-rules.md#standalone-price-list: an item, the GST on it and the total. INR minor units. */
export interface StandalonePriceRow {
  Name: string;
  /** Staff's Hindi name, if any; pages pick with core's localizeStandalonePrice (docs/adr/0062-hindi-content-texts.md). */
  NameHi?: string | null;
  NameLang?: "en";
  Price: number;
  Gst: number;
  Total: number;
}

export interface CataloguePageServices {
  /** The whole pricing catalogue from the database (cached), as the core pricing engine reads it. */
  getPricingCatalogue(): Promise<Catalogue>;
  /** docs/architecture.md#location: country and currency from the visitor's address ('in' → INR, else USD; unknown → INR). */
  getUserLocation(ip: string): Promise<{ country: string; currency: Currency }>;
  /** /admin/catalogue: every price, coupon and rule as the back office edits them. */
  getAdminCatalogue(): Promise<AdminCatalogue>;
  /** payment/IsOfferActivated: the published offers (scheme discounts) running today. */
  listRunningOffers(): Promise<RunningOffer[]>;
  /** Auth/getCouponCodeForMasterTrader as one offer; null when no Master Trader coupon can be used today. */
  getMasterTraderOffer(): Promise<CouponOffer | null>;
  /** user/GetWebinarDiscountFields: the best webinar discount open to this customer today; null when none. */
  getWebinarDiscount(userId: number): Promise<CouponOffer | null>;
  /** payment/StandalonePriceList: the software on its own, INR minor units with GST. */
  listStandalonePrices(): Promise<StandalonePriceRow[]>;
  /** Rupee prices for copy ("Standard/month" → "₹831") from the catalogue in effect today (docs/business-rules.md#prices-in-copy). */
  getCopyPrices(): Promise<CopyPrices>;
}
