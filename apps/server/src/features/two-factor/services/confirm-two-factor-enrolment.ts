import { and, eq, ne } from "drizzle-orm";
import { schema } from "@investar/db";
import type { AppDeps } from "../../../deps.ts";
import { writeAudit } from "../../audit/index.ts";
import { newRecoveryCodes } from "./recovery-codes.ts";
import type { CodeAttempt } from "../../../auth/code-attempt.ts";
import { withSecondFactor } from "./verify-second-factor.ts";

/**
 * Step two of enrolment: the first code from the app confirms the secret. From now on every login of the
 * account asks for a code; sessions on other devices, signed in without one, are ended. The ten recovery
 * codes are returned once and stored hashed.
 */
export async function confirmTwoFactorEnrolment(
  deps: AppDeps,
  admin: { userId: number; sessionId: string },
  code: string,
  attempt: CodeAttempt,
): Promise<{ recoveryCodes: string[] }> {
  return withSecondFactor(deps, admin.userId, code, "pending", attempt, async (tx) => {
    const now = deps.now();
    await tx
      .update(schema.twoFactorAuthenticators)
      .set({ confirmedAt: now })
      .where(eq(schema.twoFactorAuthenticators.userId, admin.userId));
    const codes = newRecoveryCodes();
    await tx.delete(schema.twoFactorRecoveryCodes).where(eq(schema.twoFactorRecoveryCodes.userId, admin.userId));
    await tx
      .insert(schema.twoFactorRecoveryCodes)
      .values(codes.hashes.map((codeHash) => ({ userId: admin.userId, codeHash, createdAt: now })));
    const s = schema.sessions;
    const ended = await tx
      .update(s)
      .set({ revokedAt: now })
      .where(and(eq(s.userId, admin.userId), ne(s.id, admin.sessionId)))
      .returning({ id: s.id });
    await writeAudit(tx, {
      actorId: admin.userId,
      action: "two-factor-enrol",
      subject: `user:${admin.userId}`,
      details: {
        before: { enrolled: false },
        after: { enrolled: true, recoveryCodes: codes.hashes.length },
        otherSessionsEnded: ended.length,
      },
      at: now,
    });
    return { recoveryCodes: codes.shown };
  });
}
