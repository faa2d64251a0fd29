import { Link } from "react-router";
import { useI18n } from "../../i18n/page-locale.ts";
import { kindExplanation, kindKeys, SPENDING_ORDER } from "./wallet-kinds.ts";

/** Each kind of credit in plain words (docs/business-rules.md#wallet-in-words): where it comes from, what it pays for, whether it can be refunded. */
export function CreditKinds({ cashCreditEnabled }: { cashCreditEnabled: boolean }) {
  const { t, href } = useI18n();
  return (
    <ul className="wallet-kind-list" role="list">
      {SPENDING_ORDER.map((kind) => {
        const { comesFrom, paysFor, refund, refundable } = kindExplanation(kind, cashCreditEnabled);
        return (
          <li key={kind} className="card wallet-kind">
            <h3 className="wallet-kind__name">{t(kindKeys[kind])}</h3>
            <dl className="wallet-kind__facts">
              <div>
                <dt>{t("account.wallet.comesFrom")}</dt>
                <dd>{t(comesFrom)}</dd>
              </div>
              <div>
                <dt>{t("account.wallet.paysFor")}</dt>
                <dd>{t(paysFor)}</dd>
              </div>
              <div>
                <dt>{t("account.wallet.refundable")}</dt>
                <dd>
                  {t(refund)}
                  {refundable ? (
                    <>
                      {" "}
                      <Link to={href("/support")}>{t("account.wallet.askSupport")}</Link>.
                    </>
                  ) : null}
                </dd>
              </div>
            </dl>
          </li>
        );
      })}
    </ul>
  );
}
