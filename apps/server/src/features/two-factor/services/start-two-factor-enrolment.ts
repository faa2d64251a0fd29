import { twoFactorMessages } from "@investar/core";
import { schema } from "@investar/db";
import type { AppDeps } from "../../../deps.ts";
import { conflict } from "../../../errors.ts";
import { enrolmentOffer, newTotpSecret, sealTotpSecret } from "./authenticator.ts";
import { hasConfirmedAuthenticator } from "./sign-in-or-challenge.ts";

/**
 * Step one of enrolment: a new secret, kept unconfirmed (logins do not ask for codes yet) until the admin
 * proves with a first code that their app has it. Starting again replaces an unconfirmed secret; a
 * confirmed one must be turned off first, with a code, so a stolen session cannot swap the authenticator.
 */
export async function startTwoFactorEnrolment(
  deps: AppDeps,
  admin: { userId: number; email: string },
): Promise<{ secret: string; otpauthUri: string; qrCode: string }> {
  const secret = newTotpSecret();
  await deps.db.transaction(async (tx) => {
    if (await hasConfirmedAuthenticator(tx, admin.userId)) throw conflict(twoFactorMessages.alreadyEnrolled);
    const row = {
      sealedSecret: sealTotpSecret(deps.config.sessionSecret!, secret),
      createdAt: deps.now(),
      confirmedAt: null,
      lastUsedStep: null,
    };
    await tx
      .insert(schema.twoFactorAuthenticators)
      .values({ userId: admin.userId, ...row })
      .onConflictDoUpdate({ target: schema.twoFactorAuthenticators.userId, set: row });
  });
  return enrolmentOffer(secret, admin.email);
}
