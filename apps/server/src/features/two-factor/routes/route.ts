import { routeTagged } from "../../../http/contract-route.ts";
import { ADMIN_TWO_FACTOR_TAG } from "./two-factor-schemas.ts";

/** This feature's route declarers, one per tag of the API document (http/contract-route.ts). */
export const route = routeTagged(ADMIN_TWO_FACTOR_TAG);
export const authRoute = routeTagged("auth");
