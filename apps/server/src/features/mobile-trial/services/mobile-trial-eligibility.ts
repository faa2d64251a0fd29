import { and, eq } from "drizzle-orm";
import { schema, type Executor } from "@investar/db";
import { conflict } from "../../../errors.ts";

export const MOBILE_TRIAL_DAYS = 7;

export const mobileTrialMessages = {
  alreadyTaken: "You have already used the mobile app's free trial.",
  alreadySubscribed: "You already have a mobile app subscription.",
  numberUsed: "This mobile number has already been used for a mobile app trial. Each number can start the trial once.",
} as const;

/** docs/business-rules.md#mobile-trial: the trial is once per mobile number too (its E.164 key), whichever account asks. */
export async function assertTrialNumberUnused(db: Executor, mobileKey: string): Promise<void> {
  const n = schema.mobileTrialNumbers;
  const [used] = await db.select({ userId: n.userId }).from(n).where(eq(n.mobileKey, mobileKey)).limit(1);
  if (used) throw conflict(mobileTrialMessages.numberUsed);
}

/**
 * The mobile trial is for an account that has never had it and has no paid mobile subscription: 409
 * otherwise. Checked before a code is sent (no SMS is wasted) and again, under the user's row lock,
 * when the code is redeemed.
 */
export async function assertMobileTrialAvailable(db: Executor, userId: number): Promise<void> {
  const [taken] = await db
    .select({ userId: schema.mobileTrials.userId })
    .from(schema.mobileTrials)
    .where(eq(schema.mobileTrials.userId, userId))
    .limit(1);
  if (taken) throw conflict(mobileTrialMessages.alreadyTaken);
  const s = schema.userSubscriptions;
  const [paid] = await db
    .select({ id: s.id })
    .from(s)
    .where(and(eq(s.userId, userId), eq(s.kind, "mobile"), eq(s.isSubscribed, true)))
    .limit(1);
  if (paid) throw conflict(mobileTrialMessages.alreadySubscribed);
}
