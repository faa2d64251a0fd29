import { routeTagged } from "../../../http/contract-route.ts";
import { ADMIN_AUDIT_TAG } from "../../admin-users/index.ts";

/** This feature's route declarers, one per tag of the API document (http/contract-route.ts). */
export const route = routeTagged(ADMIN_AUDIT_TAG);
