import { and, eq, isNull, sql } from "drizzle-orm";
import { schema } from "@investar/db";
import type { AppDeps } from "../../../deps.ts";
import { notFound } from "../../../errors.ts";
import { writeAudit } from "../../audit/index.ts";

export interface TwoFactorReset {
  userId: number;
  email: string;
  /** Whether an authenticator (confirmed or half-enrolled) was removed. */
  hadAuthenticator: boolean;
  recoveryCodesRemoved: number;
  sessionsRevoked: number;
}

/**
 * `npm run cli -- reset-two-factor <email>` (docs/business-rules.md#two-factor-reset): an operator's way
 * back in for someone who lost their authenticator and recovery codes. The authenticator and its codes
 * go, and every session the account has is revoked, so whoever held one must sign in again (and, under
 * ADMIN_2FA=required, enrol a new authenticator). One transaction with its audit row (no actor: the CLI).
 */
export async function resetTwoFactor(deps: Pick<AppDeps, "db" | "now">, email: string): Promise<TwoFactorReset> {
  return deps.db.transaction(async (tx) => {
    const u = schema.users;
    const [user] = await tx
      .select({ id: u.id, email: u.email })
      .from(u)
      .where(eq(sql`lower(${u.email})`, email.trim().toLowerCase()))
      .for("update");
    if (!user) throw notFound(`No user with email ${email}.`);
    const a = schema.twoFactorAuthenticators;
    const r = schema.twoFactorRecoveryCodes;
    const s = schema.sessions;
    const now = deps.now();
    const authenticators = await tx.delete(a).where(eq(a.userId, user.id)).returning({ userId: a.userId });
    const codes = await tx.delete(r).where(eq(r.userId, user.id)).returning({ id: r.id });
    const sessions = await tx
      .update(s)
      .set({ revokedAt: now })
      .where(and(eq(s.userId, user.id), isNull(s.revokedAt)))
      .returning({ id: s.id });
    const reset = {
      userId: user.id,
      email: user.email,
      hadAuthenticator: authenticators.length > 0,
      recoveryCodesRemoved: codes.length,
      sessionsRevoked: sessions.length,
    };
    await writeAudit(tx, {
      actorId: null,
      action: "two-factor-reset",
      subject: `user:${user.id}`,
      details: { via: "cli", ...reset },
      at: now,
    });
    return reset;
  });
}
