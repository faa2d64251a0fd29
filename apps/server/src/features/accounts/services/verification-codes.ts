import { createHash, timingSafeEqual } from "node:crypto";
import { and, desc, eq, gt, isNull, lt, sql } from "drizzle-orm";
import { codeRefusalText } from "@investar/core/code-refusal-messages";
import { schema, type Executor } from "@investar/db";
import { newActivationCode } from "../../../auth/one-time-token.ts";
import { accountCodeHit, mailHit, mobileCodeHit, smsDestination } from "../../messaging/index.ts";
import { takeLimits } from "../../messaging/index.ts";
import type { Transaction } from "../../../database/transaction.ts";

/**
 * Short numeric codes sent by SMS or email (intraday activation, mobile change, mobile trial, a buyer's sign-up at the checkout). Shared by
 * every use-case that sends one, so expiry, attempt limits and hashing are the same everywhere.
 */
export type CodePurpose = "mobile-change" | "intraday" | "mobile-trial" | "sign-up" | "account-closure";

export const CODE_TTL_MS = 10 * 60 * 1000;
export const MAX_CODE_ATTEMPTS = 5;

// The code space is small (9^5), so the hash is bound to the user and purpose: a leaked row is no use
// for anyone else's code, and the 10-minute expiry bounds an offline search.
function hashCode(userId: number, purpose: CodePurpose, code: string): string {
  return createHash("sha256").update(`${purpose}:${userId}:${code.trim()}`).digest("hex");
}

/**
 * Retires the user's earlier unused codes of this purpose and stores a new one; returns it for sending.
 * Every code counts against the account's and the destination's limits (docs/business-rules.md#abuse-limits), whatever the route:
 * over one, this throws 429 and the caller's transaction queues nothing. An SMS goes only to a number
 * core's codeDestination accepts.
 */
export async function issueVerificationCode(
  tx: Transaction,
  {
    userId,
    purpose,
    target,
    via,
    now,
    ttlMs = CODE_TTL_MS,
  }: { userId: number; purpose: CodePurpose; target: string; via: "sms" | "email"; now: Date; ttlMs?: number },
): Promise<string> {
  await takeLimits(tx, now, [accountCodeHit(userId), via === "sms" ? mobileCodeHit(smsDestination(target)) : mailHit(target)]);
  const t = schema.verificationCodes;
  await tx
    .update(t)
    .set({ usedAt: now })
    .where(and(eq(t.userId, userId), eq(t.purpose, purpose), isNull(t.usedAt)));
  const code = newActivationCode();
  await tx
    .insert(t)
    .values({ userId, purpose, target, codeHash: hashCode(userId, purpose, code), expiresAt: new Date(now.getTime() + ttlMs) });
  return code;
}

export type CodeRefusal =
  { ok: false; reason: "wrong"; triesLeft: number } | { ok: false; reason: "expired" } | { ok: false; reason: "too-many-attempts" };
export type CodeCheck = { ok: true } | CodeRefusal;

/** What the customer reads: a wrong code says how many tries the code has left (docs/business-rules.md#dead-end-links). */
export function codeRefusalMessage(refusal: CodeRefusal): string {
  return codeRefusalText(refusal);
}

/**
 * Checks a code and uses it up when it is right. Returns instead of throwing so the caller's transaction
 * commits the spent attempt even when the guess is wrong; the caller throws after the commit.
 * `target`, when given, must be where the code was sent (a mobile change confirms that number).
 */
export async function consumeVerificationCode(
  tx: Executor,
  { userId, purpose, code, now, target }: { userId: number; purpose: CodePurpose; code: string; now: Date; target?: string },
): Promise<CodeCheck> {
  const t = schema.verificationCodes;
  const [live] = await tx
    .select()
    .from(t)
    .where(
      and(
        eq(t.userId, userId),
        eq(t.purpose, purpose),
        isNull(t.usedAt),
        gt(t.expiresAt, now),
        target === undefined ? undefined : eq(t.target, target),
      ),
    )
    .orderBy(desc(t.id))
    .limit(1);
  if (!live) return { ok: false, reason: "expired" };
  // Spend an attempt before comparing, with a conditional update: parallel guesses cannot exceed the limit.
  const [spent] = await tx
    .update(t)
    .set({ attempts: sql`${t.attempts} + 1` })
    .where(and(eq(t.id, live.id), lt(t.attempts, MAX_CODE_ATTEMPTS)))
    .returning({ id: t.id, attempts: t.attempts });
  if (!spent) return { ok: false, reason: "too-many-attempts" };
  if (!timingSafeEqual(Buffer.from(live.codeHash), Buffer.from(hashCode(userId, purpose, code)))) {
    return { ok: false, reason: "wrong", triesLeft: MAX_CODE_ATTEMPTS - spent.attempts };
  }
  const [used] = await tx
    .update(t)
    .set({ usedAt: now })
    .where(and(eq(t.id, live.id), isNull(t.usedAt)))
    .returning({ id: t.id });
  return used ? { ok: true } : { ok: false, reason: "expired" };
}
