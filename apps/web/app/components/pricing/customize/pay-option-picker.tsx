import { CARD_PAYMENT_OPTIONS, cardPaymentOptionLabels, type CardPaymentOption } from "@investar/core";
import "../../../styles/choices.css";

const hints: Record<CardPaymentOption, string> = {
  card: "Credit or debit card, or your bank's net banking",
  upi: "Instant: approve it in any UPI app (Google Pay, PhonePe, Paytm, BHIM…)",
};

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
  return (
    <fieldset className="choice-group choice-group--list pay-option-picker">
      <legend className="choice-group__legend">Pay with</legend>
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
              <span className="choice__label">{cardPaymentOptionLabels[option]}</span>
              <span className="choice__hint">{hints[option]}</span>
            </span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
