import type { PendingManualPayment } from "./pending-payment.ts";
import { useI18n } from "../../i18n/page-locale.ts";

/** Shown instead of the Pay buttons while this basket's manual payment awaits verification: paying again would pay twice. */
export function PendingPaymentNotice({ payment }: { payment: PendingManualPayment }) {
  const { t, href } = useI18n();
  return (
    <div className="notice notice--info pending-payment" role="status">
      <p>
        <strong>{t("pending.heading")}</strong>:{" "}
        {t("pending.order", {
          order: payment.orderNumber,
          hasReference: payment.reference ? "yes" : "no",
          reference: payment.reference ?? "",
        })}
      </p>
      <p>
        {t("pending.text")} <a href={href("/my-investar/manage-subscription")}>{t("faq.mySubscription")}</a>
        {t("standalone.end")}
      </p>
    </div>
  );
}
