import { cachedPerApp } from "../../../database/cached-per-app.ts";
import { businessProfileInEffect } from "./read-business-profile.ts";

/**
 * The business profile every page's footer prints, read once per minute at most and again on every
 * instance as soon as staff save it. Documents (invoices, credit notes) read it in their own transaction
 * instead, through businessProfileInEffect.
 */
export const businessProfileForPages = cachedPerApp("business-profile", 60_000, (deps) => businessProfileInEffect(deps));
