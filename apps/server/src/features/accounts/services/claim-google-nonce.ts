import { lt } from "drizzle-orm";
import { schema } from "@investar/db";
import { hashToken } from "../../../auth/one-time-token.ts";
import { readGoogleNonce } from "../../../auth/google-nonce.ts";
import type { AppDeps } from "../../../deps.ts";
import { unauthorized } from "../../../errors.ts";

export const googleNonceMessages = {
  notOurs: "This Google sign-in was not started on this page or took too long. Please try again.",
  used: "This Google sign-in was already used. Please try again.",
} as const;

/**
 * Takes the nonce of an accepted Google ID token (ADR 0031): one we issued and not expired, and not taken
 * before by any instance (the row's primary key decides between parallel requests). A token is thereby
 * accepted once. Rows past their nonce's expiry are dropped on the way: they can never match again.
 */
export async function claimGoogleNonce(deps: AppDeps, nonce: string | null): Promise<void> {
  const now = deps.now();
  const expiresAt = nonce ? readGoogleNonce(deps.config.sessionSecret!, nonce, now) : null;
  if (!nonce || !expiresAt) throw unauthorized(googleNonceMessages.notOurs);
  const n = schema.usedGoogleNonces;
  await deps.db.delete(n).where(lt(n.expiresAt, now));
  const [claimed] = await deps.db
    .insert(n)
    .values({ nonceHash: hashToken(nonce), usedAt: now, expiresAt })
    .onConflictDoNothing()
    .returning({ nonceHash: n.nonceHash });
  if (!claimed) throw unauthorized(googleNonceMessages.used);
}
