import { Link } from "react-router";
import { useI18n } from "../../i18n/page-locale.ts";

/** A wallet with no entries yet: how credit gets there, so the page is useful before there is any. */
export function WalletEmpty() {
  const { t } = useI18n();
  return (
    <div className="card wallet-empty">
      <p>
        <strong>{t("account.wallet.emptyStrong")}</strong> {t("account.wallet.emptyLead")}
      </p>
      <ul>
        <li>
          <strong>{t("account.wallet.emptyReferralsLabel")}</strong> {t("account.wallet.emptyReferralsBefore")}{" "}
          <Link to="/my-investar/my-referral">{t("account.wallet.emptyReferralsLink")}</Link>
          {t("account.wallet.emptyReferralsAfter")}
        </li>
        <li>
          <strong>{t("account.wallet.emptyRefundsLabel")}</strong> {t("account.wallet.emptyRefunds")}
        </li>
        <li>
          <strong>{t("account.wallet.emptyOffersLabel")}</strong> {t("account.wallet.emptyOffers")}
        </li>
      </ul>
    </div>
  );
}
