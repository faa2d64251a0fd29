import type { CataloguePageServices } from "@investar/contract/pages/catalogue";
import type { AppDeps } from "../../deps.ts";
import { copyPricesInEffect } from "./services/copy-prices-in-effect.ts";
import { getAdminCatalogue } from "./services/get-admin-catalogue.ts";
import { getMasterTraderOffer } from "./services/get-master-trader-coupon.ts";
import { getUserLocation } from "./services/get-user-location.ts";
import { getWebinarDiscountFields } from "./services/get-webinar-discount.ts";
import { getRunningOffers } from "./services/is-offer-activated.ts";
import { listStandalonePrices } from "./services/list-standalone-prices.ts";
import { loadCatalogue } from "./services/load-catalogue.ts";

/** The pricing pages' and /admin/catalogue's services, bound to this app's dependencies. */
export function cataloguePageServices(deps: AppDeps): CataloguePageServices {
  return {
    getPricingCatalogue: () => loadCatalogue(deps),
    getUserLocation: (ip) => getUserLocation(ip),
    getAdminCatalogue: () => getAdminCatalogue(deps),
    listRunningOffers: async () => (await getRunningOffers(deps)).offers,
    getMasterTraderOffer: () => getMasterTraderOffer(deps),
    getWebinarDiscount: async (userId) => {
      const { discount, discountEndDate, couponCode } = await getWebinarDiscountFields(deps, userId);
      return discount === null ? null : { discount, discountEndDate, couponCode };
    },
    listStandalonePrices: () => listStandalonePrices(deps),
    getCopyPrices: () => copyPricesInEffect(deps),
  };
}
