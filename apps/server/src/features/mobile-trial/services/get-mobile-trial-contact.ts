import { eq } from "drizzle-orm";
import { schema } from "@investar/db";
import type { AppDeps } from "../../../deps.ts";
import { findUserRow } from "../../profile/index.ts";

export interface MobileTrialContact {
  /** The account's mobile number, where the trial's code is sent unless the customer gives another. */
  mobileNumber: string;
  /** When the mobile trial was taken (it can be taken once), or null. */
  mobileTrialActivatedAt: string | null;
}

/** GET payment/GetMobileNumberFromUserId: what the mobile-trial dialog starts from. */
export async function getMobileTrialContact(deps: AppDeps, userId: number): Promise<MobileTrialContact> {
  const user = await findUserRow(deps.db, userId);
  const [trial] = await deps.db.select().from(schema.mobileTrials).where(eq(schema.mobileTrials.userId, userId)).limit(1);
  return { mobileNumber: user.mobileNo, mobileTrialActivatedAt: trial?.activatedAt.toISOString() ?? null };
}
