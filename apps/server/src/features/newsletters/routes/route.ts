import { routeTagged } from "../../../http/contract-route.ts";
import { NEWSLETTERS_TAG } from "./newsletter-schemas.ts";

/** This feature's route declarers, one per tag of the API document (http/contract-route.ts). */
export const route = routeTagged(NEWSLETTERS_TAG);
export const mailRoute = routeTagged("mail");
