import { and, desc, eq, isNull } from "drizzle-orm";
import { schema } from "@investar/db";
import type { AppDeps } from "../../../deps.ts";
import { badRequest } from "../../../errors.ts";
import { createSession, type IssuedSession } from "./create-session.ts";
import { findUserByEmail } from "./find-user-by-email.ts";
import { isUnclaimedSignUp } from "./unclaimed-sign-up.ts";
import { codeRefusalMessage, consumeVerificationCode, type CodeCheck } from "./verification-codes.ts";

/**
 * docs/business-rules.md#sign-up-to-pay: the right code signs the new account in. A code that went to the email proves the address,
 * which is then verified; one sent by SMS leaves that to the receipt's link. Only an account still waiting for its code can be
 * entered this way: any other address answers as an expired code would, saying nothing about the account.
 */
export async function confirmSignUpCode(deps: AppDeps, email: string, code: string): Promise<IssuedSession> {
  const now = deps.now();
  const user = await findUserByEmail(deps.db, email.trim());
  if (!user || !(await isUnclaimedSignUp(deps.db, user)))
    throw badRequest(codeRefusalMessage({ ok: false, reason: "expired" }), { Code: ["Ask for a new code."] });
  const outcome = await deps.db.transaction(async (tx): Promise<{ check: CodeCheck; session?: IssuedSession }> => {
    const t = schema.verificationCodes;
    const [live] = await tx
      .select({ target: t.target })
      .from(t)
      .where(and(eq(t.userId, user.id), eq(t.purpose, "sign-up"), isNull(t.usedAt)))
      .orderBy(desc(t.id))
      .limit(1);
    const check = await consumeVerificationCode(tx, { userId: user.id, purpose: "sign-up", code, now });
    if (!check.ok) return { check };
    const viaEmail = live?.target.toLowerCase() === user.email.toLowerCase();
    const [signedIn] = viaEmail
      ? await tx.update(schema.users).set({ isEmailVerified: true }).where(eq(schema.users.id, user.id)).returning()
      : [user];
    return { check, session: await createSession(deps, tx, signedIn!, false) };
  });
  // Thrown after the commit, so a wrong guess still spends its attempt.
  if (!outcome.check.ok) throw badRequest(codeRefusalMessage(outcome.check), { Code: [codeRefusalMessage(outcome.check)] });
  return outcome.session!;
}
