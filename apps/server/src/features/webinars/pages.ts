import type { WebinarsPageServices } from "@investar/contract/pages/webinars";
import type { AppDeps } from "../../deps.ts";
import { listAdminWebinars } from "./services/admin/list-admin-webinars.ts";
import { listWebinarRegistrants } from "./services/admin/list-webinar-registrants.ts";
import { listMyWebinars } from "./services/list-my-webinars.ts";
import { listSoftwareTrainings } from "./services/list-software-trainings.ts";
import { listLiveSessions } from "./services/list-technical-analysis-webinars.ts";
import { getWebinarSeatOffer } from "./services/seat-price-view.ts";

/** The education pages', My Webinars', the buy page's and /admin/webinars' services, bound to this app's dependencies. */
export function webinarsPageServices(deps: AppDeps): WebinarsPageServices {
  return {
    listWebinars: ({ track, ...query }) => listLiveSessions(deps, track, query),
    // Videos are free: the currency only matters for paid sessions.
    listTrainingVideos: (category) => listSoftwareTrainings(deps, category, { isLive: false, caller: null, currency: "INR" }),
    listMyWebinars: (userId, currency) => listMyWebinars(deps, userId, currency),
    getWebinarSeatOffer: (userId, request) => getWebinarSeatOffer(deps, userId, request),
    listAdminWebinars: (page) => listAdminWebinars(deps, page),
    listWebinarRegistrants: (webinarId, page) => listWebinarRegistrants(deps, webinarId, page),
  };
}
