import type { WalletKind } from "@investar/core";

/** What the page calls each ledger kind (docs/business-rules.md#wallet-details WalletDetails: SubscrCredit, CashCredit, Credit). */
export const kindLabels: Record<WalletKind, string> = {
  subscription: "Subscription credit",
  cash: "Cash credit",
  general: "General credit",
};

/** docs/business-rules.md#wallet-credit-order's spending order; cash credit takes its place only when the vendor lets it pay for subscriptions. */
export const SPENDING_ORDER: readonly WalletKind[] = ["subscription", "cash", "general"];

/** Where each kind comes from and what it pays for, in the customer's words. */
export function kindPurpose(kind: WalletKind, cashCreditEnabled: boolean): string {
  switch (kind) {
    case "subscription":
      return "The unused value of a subscription you changed, or of an order refunded as credit. Pays for subscriptions.";
    case "cash":
      return cashCreditEnabled
        ? "Money refunded to your wallet. Pays for subscriptions."
        : "Money refunded to your wallet. At present it is not used to pay for subscriptions; it stays in your wallet.";
    case "general":
      return "Referral rewards, offers and goodwill credit. Pays for subscriptions.";
  }
}
