import { routeTagged } from "../../../http/contract-route.ts";
import { CUSTOMER_NOTES_TAG } from "./customer-notes-tag.ts";

/** This feature's route declarers, one per tag of the API document (http/contract-route.ts). */
export const route = routeTagged(CUSTOMER_NOTES_TAG);
