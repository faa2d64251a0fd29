import { eq } from "drizzle-orm";
import { schema } from "@investar/db";
import type { AppDeps } from "../../../deps.ts";
import { referrerOfCode } from "../../../auth/referrer-code.ts";
import type { Transaction } from "../../../database/transaction.ts";

/**
 * A sign-up through a member's referral link (`/user/sign-up?ref=…`): stored as that member's referral,
 * already Registered, so the referred customer's first paid order credits them like an invitation by email
 * would (checkout/credit-referrer.ts). A code that does not check out, or names no account, is ignored: a
 * damaged link must never stop anyone from signing up.
 */
export async function recordLinkReferral(
  deps: AppDeps,
  tx: Transaction,
  code: string,
  referredUserId: number,
  email: string,
  now: Date,
): Promise<void> {
  const referrerId = referrerOfCode(deps.config.sessionSecret!, code);
  if (referrerId === null || referrerId === referredUserId) return;
  const [referrer] = await tx.select({ id: schema.users.id }).from(schema.users).where(eq(schema.users.id, referrerId));
  if (!referrer) return;
  await tx
    .insert(schema.referrals)
    .values({ refereeId: referrerId, email, status: "Registered", referredUserId, invitedAt: now, updatedAt: now });
}
