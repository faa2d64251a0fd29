import { and, eq } from "drizzle-orm";
import { schema } from "@investar/db";
import { hashToken } from "../../../auth/one-time-token.ts";
import type { AppDeps } from "../../../deps.ts";
import { resendActivationEmail } from "./resend-activation-email.ts";

/**
 * "Email me a new link" on the page an expired or used activation link opens (docs/business-rules.md#dead-end-links). The dead
 * link still names its account, so the holder needs to type nothing; a fresh link goes to the account's
 * address only if it still needs activating, and the answer is the same either way.
 */
export async function resendActivationFromLink(deps: AppDeps, token: string, returnUrl: string | null = null): Promise<void> {
  const t = schema.authTokens;
  const [row] = await deps.db
    .select({ userId: t.userId })
    .from(t)
    .where(and(eq(t.tokenHash, hashToken(token)), eq(t.purpose, "verify-email")))
    .limit(1);
  // An unknown link costs the caller the same limit as a known one (resendActivationEmail counts both).
  await resendActivationEmail(deps, row?.userId ?? 0, returnUrl);
}
