import { routeTagged } from "../../../http/contract-route.ts";

/** This feature's route declarers, one per tag of the API document (http/contract-route.ts). */
export const route = routeTagged("payment");
