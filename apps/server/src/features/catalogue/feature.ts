import type { AppDeps } from "../../deps.ts";
import type { App } from "../../http/app-types.ts";
import addPriceSetRoute from "./routes/add-price-set.ts";
import createCouponRoute from "./routes/create-coupon.ts";
import deleteDiscountRuleRoute from "./routes/delete-discount-rule.ts";
import deletePackageRoute from "./routes/delete-package.ts";
import getAdminCatalogueRoute from "./routes/get-admin-catalogue.ts";
import getCouponCodeForMasterTraderRoute from "./routes/get-coupon-code-for-master-trader.ts";
import packageListRoute from "./routes/package-list.ts";
import previewCouponChangeRoute from "./routes/preview-coupon-change.ts";
import previewPriceChangeRoute from "./routes/preview-price-change.ts";
import pricingDataRoute from "./routes/pricing-data.ts";
import saveAddonRoute from "./routes/save-addon.ts";
import saveDiscountRuleRoute from "./routes/save-discount-rule.ts";
import savePackageRoute from "./routes/save-package.ts";
import savePricesRoute from "./routes/save-prices.ts";
import saveStandalonePricesRoute from "./routes/save-standalone-prices.ts";
import schedulePriceChangeRoute from "./routes/schedule-price-change.ts";
import setCouponDisabledRoute from "./routes/set-coupon-disabled.ts";
import standalonePriceListRoute from "./routes/standalone-price-list.ts";
import updateCouponRoute from "./routes/update-coupon.ts";
import userLocationRoute from "./routes/user-location.ts";

/** Registers this feature's endpoints. */
export function register(app: App, deps: AppDeps): void {
  for (const route of [
    addPriceSetRoute,
    createCouponRoute,
    deleteDiscountRuleRoute,
    deletePackageRoute,
    getAdminCatalogueRoute,
    getCouponCodeForMasterTraderRoute,
    packageListRoute,
    previewCouponChangeRoute,
    previewPriceChangeRoute,
    pricingDataRoute,
    saveAddonRoute,
    saveDiscountRuleRoute,
    savePackageRoute,
    savePricesRoute,
    saveStandalonePricesRoute,
    schedulePriceChangeRoute,
    setCouponDisabledRoute,
    standalonePriceListRoute,
    updateCouponRoute,
    userLocationRoute,
  ])
    route(app, deps);
}
