import { and, eq, gt, inArray, isNull } from "drizzle-orm";
import { schema, type Executor } from "@investar/db";
import { hashToken } from "../../../auth/one-time-token.ts";
import { badRequest } from "../../../errors.ts";

export type TokenPurpose = (typeof schema.authTokens.$inferSelect)["purpose"];

export const INVALID_LINK = "This link is invalid or has expired. Ask for a new one.";

const live = (token: string, purposes: TokenPurpose[], now: Date) => {
  const t = schema.authTokens;
  return and(eq(t.tokenHash, hashToken(token)), inArray(t.purpose, purposes), isNull(t.usedAt), gt(t.expiresAt, now));
};

/** Finds a live token of one of `purposes` without using it up (for showing the page the link opens). */
export async function peekAuthToken(db: Executor, token: string, purposes: TokenPurpose | TokenPurpose[], now: Date) {
  const [row] = await db
    .select()
    .from(schema.authTokens)
    .where(live(token, [purposes].flat(), now))
    .limit(1);
  return row ?? null;
}

/** Marks the token used with a conditional update, so two parallel redemptions cannot both succeed. */
export async function redeemAuthToken(tx: Executor, token: string, purposes: TokenPurpose | TokenPurpose[], now: Date) {
  const [row] = await tx
    .update(schema.authTokens)
    .set({ usedAt: now })
    .where(live(token, [purposes].flat(), now))
    .returning();
  if (!row) throw badRequest(INVALID_LINK);
  return row;
}

/** Every unused link of these purposes for the account stops working (only the newest mail counts, or none). */
export async function retireAuthTokens(tx: Executor, userId: number, purposes: TokenPurpose[], now: Date): Promise<void> {
  const t = schema.authTokens;
  await tx
    .update(t)
    .set({ usedAt: now })
    .where(and(eq(t.userId, userId), inArray(t.purpose, purposes), isNull(t.usedAt)));
}

/**
 * What a password change, a password reset and a cancelled email change retire: a pending email change
 * (someone who had the session or the old password asked for it) and reset links mailed before.
 */
export const ACCOUNT_TAKEOVER_LINKS: TokenPurpose[] = ["change-email", "reset-password"];
