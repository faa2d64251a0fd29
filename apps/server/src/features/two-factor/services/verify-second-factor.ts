import { and, eq, isNotNull, isNull, lt, or } from "drizzle-orm";
import { limitRules, readSecondFactorCode, twoFactorMessages, type SecondFactorCode } from "@investar/core";
import { schema } from "@investar/db";
import type { AppDeps } from "../../../deps.ts";
import type { CodeAttempt } from "../../../auth/code-attempt.ts";
import { rememberedDeviceFor } from "../../../auth/device-cookie.ts";
import { hashToken } from "../../../auth/one-time-token.ts";
import { AppError, badRequest, unauthorized } from "../../../errors.ts";
import { writeAudit } from "../../audit/index.ts";
import { returnLimitHits, takeLimits } from "../../messaging/index.ts";
import type { Transaction } from "../../../database/transaction.ts";
import { openTotpSecret, stepOfCode } from "./authenticator.ts";

/** Which authenticator a code is checked against: the confirmed one, or the one being enrolled (its first code). */
export type AuthenticatorState = "confirmed" | "pending";

const codeError = (message: string) => badRequest(message, { code: [message] });

/**
 * Takes a wrong-code hit from this sign-in's (or session's) counter and this browser's (or address's), or
 * none. Both in one transaction, always in that order, so a refusal by the second gives the first back. A
 * sign-in whose five tries are spent is over: 401, and the page goes back to the password step.
 */
async function takeCodeHits(tx: Transaction, now: Date, userId: number, attempt: CodeAttempt): Promise<number[]> {
  const device = rememberedDeviceFor(attempt.device, userId);
  let own: number[];
  try {
    own = await takeLimits(tx, now, [{ rule: limitRules.secondFactorFailuresPerChallenge, key: `user:${userId}|${attempt.scope}` }]);
  } catch (error) {
    if (error instanceof AppError && error.code === "RateLimited" && attempt.scope.startsWith("challenge:")) {
      throw unauthorized(twoFactorMessages.challengeSpent);
    }
    throw error;
  }
  const key = `user:${userId}|${device ? `device:${device}` : `ip:${attempt.ip}`}`;
  return [...own, ...(await takeLimits(tx, now, [{ rule: limitRules.secondFactorFailuresPerDevice, key }]))];
}

/**
 * Runs `action` in one transaction with a code that was right for this account: an authenticator code of a
 * step not used before (the step is recorded, so the same code cannot be replayed within its window, not
 * even by a parallel request), or an unused recovery code (then used up, and audit-logged). Wrong
 * authenticator codes count against this sign-in (or session) and this browser (or address), refused once
 * either is full, before the code is even tried; a right one gives its hits back, as a right password does.
 * Nobody else's failures fill them, so a stranger with the password cannot keep the owner out. A recovery
 * code is never refused by them: twelve letters of 31 cannot be guessed, and it is the way back in.
 */
export async function withSecondFactor<T>(
  deps: AppDeps,
  userId: number,
  input: string,
  state: AuthenticatorState,
  attempt: CodeAttempt,
  action: (tx: Transaction, used: SecondFactorCode["kind"]) => Promise<T>,
): Promise<T> {
  const code = readSecondFactorCode(input);
  if (!code || (state === "pending" && code.kind === "recovery")) throw codeError(twoFactorMessages.codeFormat);
  const now = deps.now();
  const hits = code.kind === "recovery" ? [] : await deps.db.transaction((tx) => takeCodeHits(tx, now, userId, attempt));
  const result = await deps.db.transaction(async (tx) => {
    if (code.kind === "totp") await useAuthenticatorCode(deps, tx, userId, code.code, state, now);
    else await useRecoveryCode(tx, userId, code.code, now);
    return action(tx, code.kind);
  });
  await deps.db.transaction((tx) => returnLimitHits(tx, hits));
  return result;
}

async function useAuthenticatorCode(
  deps: AppDeps,
  tx: Transaction,
  userId: number,
  code: string,
  state: AuthenticatorState,
  now: Date,
): Promise<void> {
  const a = schema.twoFactorAuthenticators;
  const stateIs = state === "confirmed" ? isNotNull(a.confirmedAt) : isNull(a.confirmedAt);
  const [row] = await tx
    .select({ sealedSecret: a.sealedSecret })
    .from(a)
    .where(and(eq(a.userId, userId), stateIs))
    .limit(1);
  if (!row) throw codeError(state === "confirmed" ? twoFactorMessages.notEnrolled : twoFactorMessages.notStarted);
  const secret = openTotpSecret(deps.config.sessionSecret!, row.sealedSecret);
  const step = secret === null ? null : stepOfCode(secret, code, now);
  if (step === null) throw codeError(twoFactorMessages.wrongCode);
  // Compare-and-set: of two requests with the same code, only one moves the step on.
  const [moved] = await tx
    .update(a)
    .set({ lastUsedStep: step })
    .where(and(eq(a.userId, userId), stateIs, or(isNull(a.lastUsedStep), lt(a.lastUsedStep, step))))
    .returning({ userId: a.userId });
  if (!moved) throw codeError(twoFactorMessages.replayedCode);
}

async function useRecoveryCode(tx: Transaction, userId: number, code: string, now: Date): Promise<void> {
  const r = schema.twoFactorRecoveryCodes;
  const [used] = await tx
    .update(r)
    .set({ usedAt: now })
    .where(and(eq(r.userId, userId), eq(r.codeHash, hashToken(code)), isNull(r.usedAt)))
    .returning({ id: r.id });
  if (!used) throw codeError(twoFactorMessages.wrongCode);
  const left = await tx
    .select({ id: r.id })
    .from(r)
    .where(and(eq(r.userId, userId), isNull(r.usedAt)));
  await writeAudit(tx, {
    actorId: userId,
    action: "two-factor-recovery-code-used",
    subject: `user:${userId}`,
    details: { before: { recoveryCodesLeft: left.length + 1 }, after: { recoveryCodesLeft: left.length } },
    at: now,
  });
}
