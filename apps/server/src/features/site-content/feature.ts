import type { AppDeps } from "../../deps.ts";
import type { App } from "../../http/app-types.ts";
import deleteHomeSlideRoute from "./routes/delete-home-slide.ts";
import deleteTestimonialRoute from "./routes/delete-testimonial.ts";
import getOfferBannerContentsRoute from "./routes/get-offer-banner-contents.ts";
import saveHomeSlideRoute from "./routes/save-home-slide.ts";
import saveTestimonialRoute from "./routes/save-testimonial.ts";
import updateOfferContentRoute from "./routes/update-offer-content.ts";
import updateSiteCounterRoute from "./routes/update-site-counter.ts";

/** Registers this feature's endpoints. */
export function register(app: App, deps: AppDeps): void {
  for (const route of [
    deleteHomeSlideRoute,
    deleteTestimonialRoute,
    getOfferBannerContentsRoute,
    saveHomeSlideRoute,
    saveTestimonialRoute,
    updateOfferContentRoute,
    updateSiteCounterRoute,
  ])
    route(app, deps);
}
