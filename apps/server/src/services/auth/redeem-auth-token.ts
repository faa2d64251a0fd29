import { and, eq, gt, isNull } from "drizzle-orm";
import { schema, type Executor } from "@investar/db";
import { hashToken } from "../../auth/one-time-token.ts";
import { badRequest } from "../../errors.ts";

export type TokenPurpose = "verify-email" | "reset-password";

export const INVALID_LINK = "This link is invalid or has expired. Ask for a new one.";

/** Finds a live token without using it up (for showing the page the link opens). */
export async function peekAuthToken(db: Executor, token: string, purpose: TokenPurpose, now: Date) {
  const [row] = await db
    .select()
    .from(schema.authTokens)
    .where(and(eq(schema.authTokens.tokenHash, hashToken(token)), eq(schema.authTokens.purpose, purpose), isNull(schema.authTokens.usedAt), gt(schema.authTokens.expiresAt, now)))
    .limit(1);
  return row ?? null;
}

/** Marks the token used with a conditional update, so two parallel redemptions cannot both succeed. */
export async function redeemAuthToken(tx: Executor, token: string, purpose: TokenPurpose, now: Date) {
  const [row] = await tx
    .update(schema.authTokens)
    .set({ usedAt: now })
    .where(and(eq(schema.authTokens.tokenHash, hashToken(token)), eq(schema.authTokens.purpose, purpose), isNull(schema.authTokens.usedAt), gt(schema.authTokens.expiresAt, now)))
    .returning();
  if (!row) throw badRequest(INVALID_LINK);
  return row;
}
