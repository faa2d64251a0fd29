import type { WalletKind } from "@investar/core";

/** What the page calls each ledger kind (docs/business-rules.md#wallet-details WalletDetails: SubscrCredit, CashCredit, Credit). */
export const kindLabels: Record<WalletKind, string> = {
  subscription: "Subscription credit",
  cash: "Cash credit",
  general: "General credit",
};

/** docs/business-rules.md#wallet-credit-order's spending order; cash credit takes its place only when the vendor lets it pay for subscriptions. */
export const SPENDING_ORDER: readonly WalletKind[] = ["subscription", "cash", "general"];

export interface KindExplanation {
  comesFrom: string;
  paysFor: string;
  /** Whether the balance can be paid back to the customer as money, and how. */
  refund: string;
  refundable: boolean;
}

// The wallet pays only through the subscription price (core's applyWallet inside quote): webinars and
// training videos are bought without it.
const PAYS_FOR_SUBSCRIPTIONS =
  "Desktop and mobile subscriptions: new ones, renewals, upgrades and data add-ons. Not webinars or training videos.";

/**
 * Each kind in the customer's words (docs/business-rules.md#wallet-in-words), as the server treats it: where it comes from
 * (refunds to the wallet and cancelled webinar seats credit cash credit, referral rewards general credit,
 * docs/business-rules.md#refunds), what it can pay for (docs/business-rules.md#wallet-credit-order) and
 * whether it can be had back as money: only cash credit is money the customer paid, and support returns
 * it to their bank account on request (the payment FAQs' refund answer).
 */
export function kindExplanation(kind: WalletKind, cashCreditEnabled: boolean): KindExplanation {
  switch (kind) {
    case "subscription":
      return {
        comesFrom: "The unused value of a subscription you changed, or of an order refunded as credit.",
        paysFor: PAYS_FOR_SUBSCRIPTIONS,
        refund: "No. It can't be paid out as money; it is used towards your next subscription.",
        refundable: false,
      };
    case "cash":
      return {
        comesFrom: "Money we refunded to your wallet, for example a refunded payment or a seat at a webinar we cancelled.",
        paysFor: cashCreditEnabled
          ? PAYS_FOR_SUBSCRIPTIONS
          : "At present it is not used to pay for subscriptions; it stays in your wallet until you ask for it back.",
        refund: "Yes. It is money you paid us, and we pay it back to your bank account when you ask.",
        refundable: true,
      };
    case "general":
      return {
        comesFrom: "Rewards for friends you referred, offers and goodwill credit from us.",
        paysFor: PAYS_FOR_SUBSCRIPTIONS,
        refund: "No. It is a reward, not money you paid, so it can't be paid out; it is used towards your next subscription.",
        refundable: false,
      };
  }
}
