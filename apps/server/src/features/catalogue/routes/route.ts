import { routeTagged } from "../../../http/contract-route.ts";
import { ADMIN_CATALOGUE_TAG } from "./catalogue-schemas.ts";

/** This feature's route declarers, one per tag of the API document (http/contract-route.ts). */
export const route = routeTagged(ADMIN_CATALOGUE_TAG);
export const paymentRoute = routeTagged("payment");
export const authRoute = routeTagged("auth");
