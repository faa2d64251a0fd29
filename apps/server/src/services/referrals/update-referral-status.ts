import { and, eq, ne, sql } from "drizzle-orm";
import { validateEmail } from "@investar/core";
import { schema } from "@investar/db";
import type { AppDeps } from "../../deps.ts";
import { badRequest } from "../../errors.ts";

/**
 * UpdateReferralStatus: the invitations to `email` become Registered for `userId` (the account that signed
 * up). Registration already does this when the invited address is the one signed up with; this covers a
 * sign-up from an invitation link under another address. Nobody can claim their own invitation.
 */
export async function updateReferralStatus(deps: AppDeps, email: string, userId: number): Promise<{ updated: number; message: string }> {
  const problem = validateEmail(email, deps.config.vendorEmailDomain);
  if (problem) throw badRequest(problem, { emailId: [problem] });
  const t = schema.referrals;
  const rows = await deps.db
    .update(t)
    .set({ status: "Registered", referredUserId: userId, updatedAt: deps.now() })
    .where(and(eq(sql`lower(${t.email})`, email.trim().toLowerCase()), eq(t.status, "Invited"), ne(t.refereeId, userId)))
    .returning({ id: t.id });
  return {
    updated: rows.length,
    message: rows.length > 0 ? "The invitation is marked as registered." : "There is no open invitation for this email address.",
  };
}
