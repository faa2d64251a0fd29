import type { AppDeps } from "../../../deps.ts";
import type { Transaction } from "../../../database/transaction.ts";
import { freshActivationLink } from "./issue-activation-link.ts";

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
  return freshActivationLink(deps, tx, user, returnUrl);
}
