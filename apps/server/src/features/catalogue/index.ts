/** What other features may use of catalogue; everything else in this folder is its own. */
export { releaseStaleCouponHolds } from "./jobs/release-stale-coupon-holds.ts";
export { cataloguePageServices } from "./pages.ts";
export {
  currency,
  isoDate,
  packageSchema,
  plan,
  pricingErrorSchema,
  subscrSchema,
  subscriptionDetailsSchema,
  units,
  walletDetailsSchema,
} from "./routes/pricing-schemas.ts";
export { copyPricesInEffect } from "./services/copy-prices-in-effect.ts";
export { toPersonalRule } from "./services/discount-rule-row.ts";
export { getAdminCatalogue } from "./services/get-admin-catalogue.ts";
export { getMasterTraderOffer } from "./services/get-master-trader-coupon.ts";
export { getUserLocation } from "./services/get-user-location.ts";
export { getUserPackage } from "./services/get-user-package.ts";
export { getWebinarDiscountFields } from "./services/get-webinar-discount.ts";
export { holdCouponUse } from "./services/hold-coupon-use.ts";
export { getRunningOffers } from "./services/is-offer-activated.ts";
export { listStandalonePrices } from "./services/list-standalone-prices.ts";
export { invalidateCatalogue, loadCatalogue } from "./services/load-catalogue.ts";
export { addonNames, itemNamesIn, type ItemNames } from "./services/item-names-in.ts";
export { quotePrice } from "./services/quote-price.ts";
export { releaseCouponUse } from "./services/release-coupon-use.ts";
