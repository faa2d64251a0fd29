import { kindLabels, SPENDING_ORDER } from "./wallet-kinds.ts";

/** docs/business-rules.md#wallet-credit-order: the order checkout spends the kinds in, and where it does not use them. */
export function CreditOrder({ cashCreditEnabled }: { cashCreditEnabled: boolean }) {
  const used = SPENDING_ORDER.filter((kind) => kind !== "cash" || cashCreditEnabled);
  return (
    <>
      <p>When you buy or renew a subscription, your credit is used in this order:</p>
      <ol className="wallet-order">
        {used.map((kind) => (
          <li key={kind}>{kindLabels[kind]}</li>
        ))}
      </ol>
      <ul className="wallet-notes">
        <li>Credit pays only bills in its own currency: rupee credit for bills in rupees, dollar credit for bills in dollars.</li>
        <li>Wallet credit is never used for recurring (auto-renewing) payments.</li>
        <li>The price summary shows how much credit is used before you pay.</li>
      </ul>
    </>
  );
}
