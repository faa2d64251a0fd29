import type { AppDeps } from "../../../deps.ts";
import { peekAuthToken } from "./redeem-auth-token.ts";

/**
 * Whether a password reset link can still be used, checked when its page opens (docs/business-rules.md#dead-end-links) so a
 * customer is not asked for two passwords before learning the link is spent. Nothing is used up.
 */
export async function isResetLinkLive(deps: AppDeps, token: string): Promise<boolean> {
  if (token.length < 20 || token.length > 200) return false;
  return (await peekAuthToken(deps.db, token, "reset-password", deps.now())) !== null;
}
