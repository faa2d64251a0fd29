import { useEffect, useRef } from "react";
import { Link } from "react-router";
import type { SubmittedManualPayment } from "./manual-payment-api.ts";
import { useI18n } from "../../i18n/page-locale.ts";

/** After SetUsersManualPayment: what the customer told us they paid, and where to follow it. */
export function ManualPaymentReceipt({ payment }: { payment: SubmittedManualPayment }) {
  const heading = useRef<HTMLHeadingElement>(null);
  // The form this replaces had the focus: move it to the news, so keyboard and screen-reader users land on it.
  useEffect(() => heading.current?.focus(), []);
  const { t, money, href, locale } = useI18n();
  return (
    <div className="manual-payment-receipt">
      <h3 ref={heading} tabIndex={-1}>
        {t("receipt.heading")}
      </h3>
      {/* English says the server's own acknowledgement; another language the same news from its facts. */}
      <p>
        {locale === "en"
          ? payment.message
          : t("receipt.message", { order: payment.orderNumber, later: payment.reference === null ? "yes" : "no" })}
      </p>
      <dl className="manual-payment-receipt__facts">
        <div>
          <dt>{t("receipt.order")}</dt>
          <dd>{payment.orderNumber}</dd>
        </div>
        <div>
          <dt>{t("receipt.amountDue")}</dt>
          <dd>{money(payment.amountDue, "INR")}</dd>
        </div>
        <div>
          <dt>{t("receipt.status")}</dt>
          <dd>{payment.statusWords}</dd>
        </div>
      </dl>
      <p>
        <Link to={href("/my-investar/manage-subscription")}>{t("receipt.follow")}</Link>
      </p>
    </div>
  );
}
