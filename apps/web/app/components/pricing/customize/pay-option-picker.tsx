import { CARD_PAYMENT_OPTIONS, type CardPaymentOption } from "@investar/core";
import { useI18n } from "../../../i18n/page-locale.ts";
import "../../../styles/choices.css";

/**
 * The pay step's "Pay with" (docs/business-rules.md#upi-payments): both go through the payment gateway's secure page, which opens
 * on the chosen option. A native radio group: arrow keys move between the two, the legend names it.
 */
export function PayOptionPicker({
  value,
  onChange,
  disabled,
}: {
  value: CardPaymentOption;
  onChange(option: CardPaymentOption): void;
  disabled?: boolean;
}) {
  const { t } = useI18n();
  return (
    <fieldset className="choice-group choice-group--list pay-option-picker">
      <legend className="choice-group__legend">{t("checkout.payWith")}</legend>
      <div className="choice-group__options">
        {CARD_PAYMENT_OPTIONS.map((option) => (
          <label key={option} className="choice">
            <input
              type="radio"
              id={`pay-option-${option}`}
              name="pay-option"
              value={option}
              checked={value === option}
              disabled={disabled}
              onChange={() => onChange(option)}
            />
            <span className="choice__text">
              <span className="choice__label">{t(`checkout.payWith.${option}`)}</span>
              <span className="choice__hint">{t(`checkout.payWith.${option}.hint`)}</span>
            </span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
