import type { AppDeps } from "../../../deps.ts";
import type { Transaction } from "../../../database/transaction.ts";
import { ACTIVATION_TTL_MS } from "./issue-activation-link.ts";
import { issueEmailLink } from "./issue-email-link.ts";
import { retireAuthTokens } from "./redeem-auth-token.ts";

/**
 * docs/business-rules.md#sign-up-to-pay: the receipt of a customer whose address is not verified yet carries a fresh activation link
 * (the same link and page as the activation mail: it verifies the address, and asks for a password when the account has none).
 * Unlike a requested mail it takes no mail limit: it rides on a paid order's receipt, and a limit must never undo an activation.
 */
export async function issueReceiptVerificationLink(
  deps: AppDeps,
  tx: Transaction,
  user: { id: number; email: string; isEmailVerified: boolean },
  returnUrl: string,
): Promise<string | null> {
  if (user.isEmailVerified) return null;
  await retireAuthTokens(tx, user.id, ["verify-email"], deps.now());
  return issueEmailLink(deps, tx, {
    userId: user.id,
    purpose: "verify-email",
    email: user.email,
    ttlMs: ACTIVATION_TTL_MS,
    path: "/confirm-email",
    returnUrl,
  });
}
