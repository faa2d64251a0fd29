import type { BusinessProfile } from "@investar/core";
import type { Executor } from "@investar/db";
import type { AppDeps } from "../../../deps.ts";
import { AppError } from "../../../errors.ts";
import { businessProfileInEffect } from "./read-business-profile.ts";

export const PAYMENTS_NOT_OPEN = "Payments open once the business details are complete";

/**
 * docs/business-rules.md#payments-need-the-business: no order is taken, and nothing is invoiced, while a
 * deployed site's business profile is incomplete. 409: the site is fine, it is not taking money yet.
 */
export async function requireBusinessProfile(deps: Pick<AppDeps, "config" | "db">, db?: Executor): Promise<BusinessProfile> {
  const profile = await businessProfileInEffect(deps, db);
  if (!profile) throw new AppError("PaymentsNotOpen", `${PAYMENTS_NOT_OPEN}.`, { status: 409 });
  return profile;
}
