import { manualPaymentCurrencyProblem, type Currency } from "@investar/core";
import { forwardRef, useState } from "react";
import type { ManualPurchase, SubmittedManualPayment } from "./manual-payment-api.ts";
import { ManualPaymentForm } from "./manual-payment-form.tsx";
import { ManualPaymentReceipt } from "./manual-payment-receipt.tsx";
import { useI18n } from "../../i18n/page-locale.ts";
import "../../styles/billing.css";

interface ManualPaymentPanelProps {
  userId: number;
  purchase: ManualPurchase;
  /** The confirmed quote's total (minor units), or null while the selection has no price. */
  amountDue: number | null;
  currency: Currency;
  /** Told once the payment is recorded: the page then shows its basket pending (docs/business-rules.md#one-basket-one-pending-payment). */
  onSubmitted?(payment: SubmittedManualPayment): void;
}

/**
 * "Bank transfer or UPI QR" (ADR 0009) on CustomizeSubscription and the webinar buy page:
 * the form, then what was recorded. A new selection after submitting starts a new form (the page keys this panel by it).
 */
export const ManualPaymentPanel = forwardRef<HTMLHeadingElement, ManualPaymentPanelProps>(function ManualPaymentPanel(
  { userId, purchase, amountDue, currency, onSubmitted },
  heading,
) {
  const [submitted, setSubmitted] = useState<SubmittedManualPayment | null>(null);
  const currencyProblem = manualPaymentCurrencyProblem(currency);
  const { t, locale } = useI18n();
  return (
    <section id="manual-payment" className="manual-payment card" aria-labelledby="manual-payment-heading">
      <h2 id="manual-payment-heading" ref={heading} tabIndex={-1}>
        {t("checkout.manualPath")}
      </h2>
      {submitted ? (
        <ManualPaymentReceipt payment={submitted} />
      ) : currencyProblem ? (
        <p className="notice notice--warning">{locale === "en" ? currencyProblem : t("manual.rupeesOnly")}</p>
      ) : amountDue === null ? (
        <p className="notice">{t("manual.chooseFirst")}</p>
      ) : (
        <ManualPaymentForm
          userId={userId}
          purchase={purchase}
          amountDue={amountDue}
          onSubmitted={(payment) => {
            setSubmitted(payment);
            onSubmitted?.(payment);
          }}
        />
      )}
    </section>
  );
});
