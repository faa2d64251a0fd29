import { routeTagged } from "../../../http/contract-route.ts";
import { SUPPORT_DESK_TAG } from "./support-desk-tag.ts";

/** This feature's route declarers, one per tag of the API document (http/contract-route.ts). */
export const route = routeTagged(SUPPORT_DESK_TAG);
