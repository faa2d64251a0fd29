import { currencies, formatMoney } from "@investar/core";
import type { WalletPage } from "@investar/core";
import { kindLabels, SPENDING_ORDER } from "./wallet-kinds.ts";

const currencyNames = { INR: "Indian rupees (INR)", USD: "US dollars (USD)" } as const;

/** Balances by kind in each currency. Dollars are shown as dollars: credit is never converted between currencies. */
export function WalletBalances({ balances }: { balances: WalletPage["balances"] }) {
  const total = (currency: keyof typeof balances) => SPENDING_ORDER.reduce((sum, kind) => sum + balances[currency][kind], 0);
  return (
    <div className="table-wrap">
      <table className="table wallet-balances">
        <caption className="visually-hidden">Wallet balances by kind of credit</caption>
        <thead>
          <tr>
            <th scope="col">Credit</th>
            {currencies.map((currency) => (
              <th key={currency} scope="col" className="wallet-amount">
                {currencyNames[currency]}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {SPENDING_ORDER.map((kind) => (
            <tr key={kind}>
              <th scope="row">{kindLabels[kind]}</th>
              {currencies.map((currency) => (
                <td key={currency} className="wallet-amount">
                  {formatMoney(balances[currency][kind], currency)}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr>
            <th scope="row">Total</th>
            {currencies.map((currency) => (
              <td key={currency} className="wallet-amount">
                {formatMoney(total(currency), currency)}
              </td>
            ))}
          </tr>
        </tfoot>
      </table>
    </div>
  );
}
