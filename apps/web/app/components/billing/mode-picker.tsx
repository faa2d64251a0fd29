import { manualPaymentModeInfo, manualPaymentModeLabel, manualPaymentModes, type ManualPaymentMode } from "@investar/core";
import { useI18n } from "../../i18n/page-locale.ts";
import { translatedOr } from "../../i18n/translated-or.ts";
import { modeInfoText, modeName } from "./manual-payment-words.ts";
import "../../styles/choices.css";

interface ModePickerProps {
  value: ManualPaymentMode | null;
  onChange(mode: ManualPaymentMode): void;
  error: string | null;
}

/** Stable, space-free ids for SPEC's mode names ("Online Transfer NEFT" → "online-transfer-neft"). */
const idOf = (mode: ManualPaymentMode) => `manual-mode-${mode.toLowerCase().replace(/[^a-z0-9]+/g, "-")}`;

/** docs/business-rules.md#manual-payment-modes's eight modes as a native radio group in a fieldset: arrow keys move, the legend names it, an error is linked. */
export function ModePicker({ value, onChange, error }: ModePickerProps) {
  const i18n = useI18n();
  return (
    <fieldset
      className="choice-group choice-group--list mode-picker"
      aria-describedby={error ? "manual-mode-error" : undefined}
      aria-invalid={error ? true : undefined}
    >
      <legend className="choice-group__legend">{translatedOr(i18n, "manual.how", "How are you paying?")}</legend>
      <div className="choice-group__options">
        {manualPaymentModes.map((mode) => (
          <label key={mode} className="choice">
            <input type="radio" id={idOf(mode)} name="manual-mode" value={mode} checked={value === mode} onChange={() => onChange(mode)} />
            <span className="choice__text">
              <span className="choice__label">{modeName(i18n, mode, manualPaymentModeLabel(mode))}</span>
              <span className="choice__hint">
                {translatedOr(i18n, "manual.reference", `Reference: ${manualPaymentModeInfo[mode].referenceLabel}`, {
                  label: modeInfoText(i18n, mode, "referenceLabel"),
                })}
              </span>
            </span>
          </label>
        ))}
      </div>
      {error ? (
        <p id="manual-mode-error" className="field__error" role="alert">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
