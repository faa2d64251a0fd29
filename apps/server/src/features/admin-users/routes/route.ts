import { routeTagged } from "../../../http/contract-route.ts";
import { ADMIN_USERS_TAG } from "./admin-users-schemas.ts";

/** This feature's route declarers, one per tag of the API document (http/contract-route.ts). */
export const route = routeTagged(ADMIN_USERS_TAG);
