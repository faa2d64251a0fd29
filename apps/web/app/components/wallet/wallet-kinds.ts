import type { WalletKind } from "@investar/core";

/** What the page calls each ledger kind (docs/business-rules.md#wallet-details WalletDetails: SubscrCredit, CashCredit, Credit). */
export const kindLabels: Record<WalletKind, string> = {
  subscription: "Subscription credit",
  cash: "Cash credit",
  general: "General credit",
};

/** docs/business-rules.md#wallet-credit-order's spending order; cash credit takes its place only when the vendor lets it pay for subscriptions. */
export const SPENDING_ORDER: readonly WalletKind[] = ["subscription", "cash", "general"];

/** The customer's name of each kind: a message id of the `account` catalogue (staff pages use `kindLabels`). */
export const kindKeys: Record<WalletKind, string> = {
  subscription: "account.wallet.kind.subscription",
  cash: "account.wallet.kind.cash",
  general: "account.wallet.kind.general",
};

/** Message ids of the `account` catalogue. */
export interface KindExplanation {
  comesFrom: string;
  paysFor: string;
  /** Whether the balance can be paid back to the customer as money, and how. */
  refund: string;
  refundable: boolean;
}

// The wallet pays only through the subscription price (core's applyWallet inside quote): webinars and
// training videos are bought without it.
const PAYS_FOR_SUBSCRIPTIONS = "account.wallet.paysForSubscriptions";

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
        comesFrom: "account.wallet.subscription.comesFrom",
        paysFor: PAYS_FOR_SUBSCRIPTIONS,
        refund: "account.wallet.subscription.refund",
        refundable: false,
      };
    case "cash":
      return {
        comesFrom: "account.wallet.cash.comesFrom",
        paysFor: cashCreditEnabled ? PAYS_FOR_SUBSCRIPTIONS : "account.wallet.cash.paysForNot",
        refund: "account.wallet.cash.refund",
        refundable: true,
      };
    case "general":
      return {
        comesFrom: "account.wallet.general.comesFrom",
        paysFor: PAYS_FOR_SUBSCRIPTIONS,
        refund: "account.wallet.general.refund",
        refundable: false,
      };
  }
}
