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
  error?: string | null;
  onChange(value: string): void;
  /** A choice's words in the page's language (a state's name in Hindi); the stored value itself by default. */
  labelOf?: (option: string) => string;
}

/** The select counterpart of FormField: labelled, with its error announced and linked for screen readers. */
export function SelectField({
  id,
  label,
  value,
  options,
  placeholder,
  error,
  onChange,
  labelOf = (option) => option,
  ...select
}: SelectFieldProps) {
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
            {labelOf(option)}
          </option>
        ))}
      </select>
      <FieldError id={id} error={error} />
    </div>
  );
}
