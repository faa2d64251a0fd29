import { eq } from "drizzle-orm";
import { schema } from "@investar/db";
import type { AppDeps } from "../../../deps.ts";
import { writeAudit } from "../../audit/index.ts";
import type { CodeAttempt } from "../../../auth/code-attempt.ts";
import { withSecondFactor } from "./verify-second-factor.ts";

/**
 * An admin turns two-factor sign-in off for themselves with a current code (or a recovery code, for a lost
 * phone): the authenticator and its recovery codes are deleted. Under ADMIN_2FA=required they are then sent
 * to enrol again before anything else, which is how an authenticator is replaced.
 */
export async function disableTwoFactor(deps: AppDeps, adminId: number, code: string, attempt: CodeAttempt): Promise<void> {
  await withSecondFactor(deps, adminId, code, "confirmed", attempt, async (tx, used) => {
    const r = schema.twoFactorRecoveryCodes;
    const codesLeft = await tx.delete(r).where(eq(r.userId, adminId)).returning({ usedAt: r.usedAt });
    await tx.delete(schema.twoFactorAuthenticators).where(eq(schema.twoFactorAuthenticators.userId, adminId));
    await writeAudit(tx, {
      actorId: adminId,
      action: "two-factor-disable",
      subject: `user:${adminId}`,
      details: {
        before: { enrolled: true, recoveryCodesLeft: codesLeft.filter((row) => row.usedAt === null).length },
        after: { enrolled: false },
        confirmedWith: used,
      },
      at: deps.now(),
    });
  });
}
