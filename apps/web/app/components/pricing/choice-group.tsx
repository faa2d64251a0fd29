import type { ReactNode } from "react";

export interface Choice<T extends string> {
  value: T;
  label: ReactNode;
  /** A short note under the label, e.g. "Save up to 33%". */
  hint?: string;
}

interface ChoiceGroupProps<T extends string> {
  legend: string;
  name: string;
  choices: readonly Choice<T>[];
  /** Null: nothing chosen yet. */
  value: T | null;
  onChange: (value: T) => void;
  /** "pills" for compact switches, "list" for stacked options with hints. */
  look?: "pills" | "list";
  legendHidden?: boolean;
  /** What is wrong with the choice (docs/business-rules.md#pricing-error-codes: said under the field it belongs to). */
  error?: string | null;
}

/** A native radio group in a fieldset: arrow keys move between options, the legend names the group. */
export function ChoiceGroup<T extends string>({
  legend,
  name,
  choices,
  value,
  onChange,
  look = "pills",
  legendHidden = false,
  error = null,
}: ChoiceGroupProps<T>) {
  const errorId = `${name}-error`;
  return (
    <fieldset className={`choice-group choice-group--${look}`} aria-describedby={error ? errorId : undefined}>
      <legend className={legendHidden ? "visually-hidden" : "choice-group__legend"}>{legend}</legend>
      <div className="choice-group__options">
        {choices.map((choice) => {
          const id = `${name}-${choice.value}`;
          return (
            <label key={choice.value} className="choice">
              <input
                type="radio"
                id={id}
                name={name}
                value={choice.value}
                checked={value === choice.value}
                onChange={() => onChange(choice.value)}
              />
              <span className="choice__text">
                <span className="choice__label">{choice.label}</span>
                {choice.hint ? <span className="choice__hint">{choice.hint}</span> : null}
              </span>
            </label>
          );
        })}
      </div>
      {error ? (
        <p className="field__error" id={errorId}>
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
