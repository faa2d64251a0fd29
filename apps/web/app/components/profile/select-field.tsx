import type { Ref, SelectHTMLAttributes } from "react";
import { FieldError } from "../form-field.tsx";

interface SelectFieldProps extends Omit<SelectHTMLAttributes<HTMLSelectElement>, "onChange"> {
  id: string;
  ref?: Ref<HTMLSelectElement>;
  label: string;
  value: string;
  options: readonly string[];
  /** The empty first choice ("Select…"); the value "" means not chosen. */
  placeholder: string;
  /** What an option shows, when it differs from its value (a state's name in the page's language). */
  optionLabel?: (option: string) => string;
  error?: string | null;
  onChange(value: string): void;
}

/** The select counterpart of FormField: labelled, with its error announced and linked for screen readers. */
export function SelectField({ id, label, value, options, placeholder, optionLabel, error, onChange, ...select }: SelectFieldProps) {
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <select
        id={id}
        name={id}
        value={value}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        onChange={(event) => onChange(event.target.value)}
        {...select}
      >
        <option value="">{placeholder}</option>
        {options.map((option) => (
          <option key={option} value={option}>
            {optionLabel ? optionLabel(option) : option}
          </option>
        ))}
      </select>
      <FieldError id={id} error={error} />
    </div>
  );
}
