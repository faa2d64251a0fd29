import { currencies } from "@investar/core";
import type { WalletPage } from "@investar/core";
import { useI18n } from "../../i18n/page-locale.ts";
import { kindKeys, SPENDING_ORDER } from "./wallet-kinds.ts";

const currencyNames = { INR: "account.wallet.currency.INR", USD: "account.wallet.currency.USD" } as const;

/** Balances by kind in each currency. Dollars are shown as dollars: credit is never converted between currencies. */
export function WalletBalances({ balances }: { balances: WalletPage["balances"] }) {
  const { t, money } = useI18n();
  const total = (currency: keyof typeof balances) => SPENDING_ORDER.reduce((sum, kind) => sum + balances[currency][kind], 0);
  return (
    <div className="table-wrap">
      <table className="table wallet-balances">
        <caption className="visually-hidden">{t("account.wallet.balancesCaption")}</caption>
        <thead>
          <tr>
            <th scope="col">{t("account.wallet.credit")}</th>
            {currencies.map((currency) => (
              <th key={currency} scope="col" className="wallet-amount">
                {t(currencyNames[currency])}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {SPENDING_ORDER.map((kind) => (
            <tr key={kind}>
              <th scope="row">{t(kindKeys[kind])}</th>
              {currencies.map((currency) => (
                <td key={currency} className="wallet-amount">
                  {money(balances[currency][kind], currency)}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr>
            <th scope="row">{t("account.wallet.total")}</th>
            {currencies.map((currency) => (
              <td key={currency} className="wallet-amount">
                {money(total(currency), currency)}
              </td>
            ))}
          </tr>
        </tfoot>
      </table>
    </div>
  );
}
