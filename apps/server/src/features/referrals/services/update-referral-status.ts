import { and, eq, ne, sql } from "drizzle-orm";
import { validateEmail } from "@investar/core";
import { schema } from "@investar/db";
import type { AppDeps } from "../../../deps.ts";
import { badRequest } from "../../../errors.ts";
import { findUserRow } from "../../profile/index.ts";

export const NOT_YOUR_INVITATION = "You can only mark an invitation sent to your own verified email address.";

/**
 * UpdateReferralStatus: the invitations to `email` become Registered for `userId`. Registration already
 * does this when the invited address is the one signed up with; this covers an address verified later.
 * Only the invitation addressed to the account's own verified email can be claimed (docs/business-rules.md#referral-states):
 * otherwise anyone could take over someone else's referral credit. Nobody can claim their own invitation.
 */
export async function updateReferralStatus(deps: AppDeps, email: string, userId: number): Promise<{ updated: number; message: string }> {
  const problem = validateEmail(email, deps.config.vendorEmailDomain);
  if (problem) throw badRequest(problem, { emailId: [problem] });
  const user = await findUserRow(deps.db, userId);
  if (!user.isEmailVerified || user.email.toLowerCase() !== email.trim().toLowerCase())
    throw badRequest(NOT_YOUR_INVITATION, { emailId: [NOT_YOUR_INVITATION] });
  const t = schema.referrals;
  const rows = await deps.db
    .update(t)
    .set({ status: "Registered", referredUserId: userId, updatedAt: deps.now() })
    .where(and(eq(sql`lower(${t.email})`, user.email.toLowerCase()), eq(t.status, "Invited"), ne(t.refereeId, userId)))
    .returning({ id: t.id });
  return {
    updated: rows.length,
    message: rows.length > 0 ? "The invitation is marked as registered." : "There is no open invitation for this email address.",
  };
}
