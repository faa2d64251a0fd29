import { routeTagged } from "../../../http/contract-route.ts";
import { ADMIN_PRIVACY_TAG } from "./privacy-request-tags.ts";
import { PRIVACY_TAG } from "./privacy-request-tags.ts";

/** This feature's route declarers, one per tag of the API document (http/contract-route.ts). */
export const route = routeTagged(PRIVACY_TAG);
export const adminPrivacyRoute = routeTagged(ADMIN_PRIVACY_TAG);
