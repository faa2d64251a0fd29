import type { ChangeEvent, SelectHTMLAttributes, TextareaHTMLAttributes } from "react";
import { FieldError } from "../../form-field.tsx";

type Change = (change: string | ChangeEvent<HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement>) => void;

/** A select whose choices have labels other than their values (a kind's key and its words). */
export function ChoiceField({
  id,
  label,
  value,
  choices,
  placeholder,
  error,
  onChange,
  ...select
}: Omit<SelectHTMLAttributes<HTMLSelectElement>, "onChange"> & {
  id: string;
  label: string;
  value: string;
  choices: readonly (readonly [value: string, label: string])[];
  placeholder: string;
  error?: string | null;
  onChange: Change;
}) {
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <select
        {...select}
        id={id}
        name={id}
        value={value}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        onChange={(e) => onChange(e.target.value)}
      >
        <option value="">{placeholder}</option>
        {choices.map(([choice, text]) => (
          <option key={choice} value={choice}>
            {text}
          </option>
        ))}
      </select>
      <FieldError id={id} error={error} />
    </div>
  );
}

/** A labelled text area, its error announced and linked for screen readers, with an optional hint. */
export function TextAreaField({
  id,
  label,
  value,
  error,
  hint,
  onChange,
  onBlur: _onBlur,
  ...area
}: Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, "onChange" | "onBlur"> & {
  id: string;
  label: string;
  value: string;
  error?: string | null;
  hint?: string;
  onChange: Change;
  onBlur?: (() => void) | undefined;
}) {
  const describedBy = [error ? `${id}-error` : null, hint ? `${id}-hint` : null].filter(Boolean).join(" ") || undefined;
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <textarea
        {...area}
        id={id}
        name={id}
        value={value}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        onChange={(e) => onChange(e.target.value)}
        onBlur={_onBlur}
      />
      {hint ? (
        <p id={`${id}-hint`} className="field__hint">
          {hint}
        </p>
      ) : null}
      <FieldError id={id} error={error} />
    </div>
  );
}
