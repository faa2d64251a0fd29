import { eq } from "drizzle-orm";
import { closureMessages } from "@investar/core";
import { schema } from "@investar/db";
import type { AppDeps } from "../../../deps.ts";
import { badRequest, conflict, notFound } from "../../../errors.ts";
import { enqueueMail } from "../../../integrations/mail/enqueue-mail.ts";
import { verificationCodeMail } from "../../../integrations/mail/code-mails.ts";
import { CODE_TTL_MS, issueVerificationCode } from "../../accounts/index.ts";

const MINUTES = CODE_TTL_MS / 60_000;

/**
 * The emailed code that confirms a closing for an account without a password (Google or Facebook sign-in,
 * docs/business-rules.md#account-closure). Under the same per-account and per-address limits as every code.
 */
export async function sendClosureCode(deps: AppDeps, userId: number): Promise<{ message: string; minutes: number }> {
  const email = await deps.db.transaction(async (tx) => {
    const [user] = await tx.select().from(schema.users).where(eq(schema.users.id, userId)).limit(1);
    if (!user) throw notFound("No such user.");
    if (user.closedAt) throw conflict(closureMessages.alreadyClosed);
    if (user.passwordHash !== null) throw badRequest("Your account has a password: confirm the closing with it.");
    const code = await issueVerificationCode(tx, { userId, purpose: "account-closure", target: user.email, via: "email", now: deps.now() });
    await enqueueMail(
      tx,
      verificationCodeMail({ email: user.email, name: user.fullName, language: user.language }, code, "account closing", MINUTES),
    );
    return user.email;
  });
  deps.mail.nudge();
  return { message: `We have mailed a code to ${email}. It works for ${MINUTES} minutes.`, minutes: MINUTES };
}
