import type { RouteModule } from "../http/app-types.ts";
import getSetup from "./download/get-setup.ts";
import getHealth from "./health/get-health.ts";
import getOfferBannerContents from "./user/get-offer-banner-contents.ts";
import getVersionHistory from "./user/get-version-history.ts";

/** Every API endpoint, one module each. */
export const routeModules: RouteModule[] = [getHealth, getVersionHistory, getOfferBannerContents, getSetup];
