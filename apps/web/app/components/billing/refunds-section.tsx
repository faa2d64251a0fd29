import type { MyRefund } from "@investar/contract/pages/payments";
import { useI18n } from "../../i18n/page-locale.ts";
import { RefundTable } from "./refund-table.tsx";
import { AccountSection } from "../account/account-section.tsx";

/**
 * My Subscription's refunds (docs/business-rules.md#refunds): every refund of the customer's payments and
 * where it stands, so a card refund still at the gateway is visible until it settles. Its data comes from
 * WebServices.listMyRefunds(userId) in the page's loader.
 */
export function RefundsSection({ refunds }: { refunds: MyRefund[] }) {
  const { t } = useI18n();
  return (
    <AccountSection id="refunds-heading" heading={t("account.subscription.refunds.heading")}>
      <p>{t("account.subscription.refunds.lead")}</p>
      <RefundTable refunds={refunds} caption={t("account.subscription.refunds.caption")} forCustomer />
    </AccountSection>
  );
}
