import { useI18n } from "../../i18n/page-locale.ts";
import { kindKeys, SPENDING_ORDER } from "./wallet-kinds.ts";

/** docs/business-rules.md#wallet-credit-order: the order checkout spends the kinds in, and where it does not use them. */
export function CreditOrder({ cashCreditEnabled }: { cashCreditEnabled: boolean }) {
  const { t } = useI18n();
  const used = SPENDING_ORDER.filter((kind) => kind !== "cash" || cashCreditEnabled);
  return (
    <>
      <p>{t("account.wallet.order")}</p>
      <ol className="wallet-order">
        {used.map((kind) => (
          <li key={kind}>{t(kindKeys[kind])}</li>
        ))}
      </ol>
      <ul className="wallet-notes">
        <li>{t("account.wallet.orderCurrency")}</li>
        <li>{t("account.wallet.orderRecurring")}</li>
        <li>{t("account.wallet.orderSummary")}</li>
      </ul>
    </>
  );
}
