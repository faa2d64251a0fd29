import { messages } from "@investar/core";
import type { AppDeps } from "../../../deps.ts";
import { conflict } from "../../../errors.ts";
import { isUniqueViolation } from "@investar/db";

/**
 * An email change is applied when its link is used; if someone registered that address in the meantime
 * the unique index refuses it, which the customer should hear as "already registered", not a 500.
 */
export async function refusingTakenEmail<T>(deps: AppDeps, work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict(messages.emailRegistered(deps.config.vendorEmailDomain));
    throw error;
  }
}
