import type { Currency } from "./money.ts";
import type { WalletKind } from "./wallet-ledger.ts";

/** WALLET_CREDIT_APPROVAL_LIMIT_INR's and _USD's defaults, in rupees and dollars. */
export const DEFAULT_WALLET_CREDIT_APPROVAL_LIMIT = { INR: 10_000, USD: 120 } as const;

export const walletCreditMessages = {
  selfCredit: "You can't credit your own wallet. Ask another admin to do it.",
  ownRequest: "You asked for this credit: another admin must approve or reject it.",
  forDecider: "This credit is for your own wallet: another admin must approve or reject it.",
  notPending: (status: string) => `This credit request is already ${status}.`,
} as const;

/**
 * docs/business-rules.md#wallet-credit-approval: what happens to an admin's wallet credit. Nobody credits
 * their own wallet; a credit above the currency's approval limit (minor units) waits for a second admin;
 * anything else is credited at once.
 */
export function walletCreditPath(credit: {
  actorId: number;
  userId: number;
  amount: number;
  limit: number;
}): { kind: "refused"; message: string } | { kind: "needs-approval" } | { kind: "direct" } {
  if (credit.actorId === credit.userId) return { kind: "refused", message: walletCreditMessages.selfCredit };
  return credit.amount > credit.limit ? { kind: "needs-approval" } : { kind: "direct" };
}

/** Why this admin may not approve or reject a pending credit (the requester, or the customer it is for); null: they may. */
export function walletCreditDecisionRefusal(request: { requestedBy: number; userId: number }, deciderId: number): string | null {
  if (deciderId === request.requestedBy) return walletCreditMessages.ownRequest;
  if (deciderId === request.userId) return walletCreditMessages.forDecider;
  return null;
}

/** A credit waiting for a second admin, as the admin user page lists it (docs/business-rules.md#wallet-credit-approval). */
export interface PendingWalletCredit {
  requestId: number;
  userId: number;
  currency: Currency;
  kind: WalletKind;
  /** Minor units. */
  amount: number;
  reason: string;
  requestedBy: { userId: number; name: string; email: string };
  requestedAt: string;
}
