/**
 * Closing an account (docs/business-rules.md#account-closure): who may, what the customer chooses, and
 * the words every side shows.
 */
/** What happens to a paid period still running: its unused part refunded to the wallet, or simply ended. */
export const closurePeriodChoices = ["refund", "end"] as const;
export type ClosurePeriodChoice = (typeof closurePeriodChoices)[number];

export const closureMessages = {
  staff: "You hold a staff role. Ask another administrator to remove it before you close your account.",
  pendingPayment:
    "A payment of yours is still being processed. You can close your account once it has settled (usually within an hour); we will not take or keep money for a closed account.",
  alreadyClosed: "This account is already closed.",
  closedLogin:
    "This account was closed at its owner's request. To reopen it, use the link in the mail we sent when it was closed (it works for 7 days).",
  passwordRequired: "Enter your password to confirm.",
  codeRequired: "Enter the code we mailed you.",
  choiceRequired: "Choose what happens to your paid subscription.",
  reopenInvalid: "This reopen link is invalid, was already used, or its 7 days have passed: the account's data has been erased.",
} as const;

/**
 * Only a customer (role Investor) closes their own account: any other role is staff or a partner whose
 * access another administrator removes first, so no one erases the account their back-office actions
 * are recorded under while they still act for the company.
 */
export function mayCloseOwnAccount(role: string): boolean {
  return role.trim().toLowerCase() === "investor";
}
