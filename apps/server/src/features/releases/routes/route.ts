import { routeTagged } from "../../../http/contract-route.ts";
import { ADMIN_RELEASES_TAG } from "./release-schemas.ts";

/** This feature's route declarers, one per tag of the API document (http/contract-route.ts). */
export const route = routeTagged(ADMIN_RELEASES_TAG);
export const userRoute = routeTagged("user");
export const authRoute = routeTagged("auth");
export const downloadRoute = routeTagged("download");
