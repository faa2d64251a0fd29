import type { ChangeEvent, SelectHTMLAttributes, TextareaHTMLAttributes } from "react";
import { LabelledField } from "../../form-field.tsx";

type Change = (change: string | ChangeEvent<HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement>) => void;

/** What useForm's `form.field(name)` gives a control, with its label and an optional hint. */
interface FieldProps {
  id: string;
  label: string;
  value: string;
  error?: string | null;
  hint?: string;
  onChange: Change;
}

/** A select whose choices have labels other than their values (a kind's key and its words). */
export function ChoiceField({
  choices,
  placeholder,
  ...props
}: Omit<SelectHTMLAttributes<HTMLSelectElement>, keyof FieldProps> &
  FieldProps & { choices: readonly (readonly [value: string, label: string])[]; placeholder: string }) {
  const { id, label, value, error, hint, onChange, ...select } = props;
  return (
    <LabelledField id={id} label={label} error={error} hint={hint}>
      <select {...select} {...controlProps({ id, value, error, hint, onChange })}>
        <option value="">{placeholder}</option>
        {choices.map(([choice, text]) => (
          <option key={choice} value={choice}>
            {text}
          </option>
        ))}
      </select>
    </LabelledField>
  );
}

/** A labelled text area, its error announced and linked for screen readers, with an optional hint. */
export function TextAreaField({
  onBlur,
  ...props
}: Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, keyof FieldProps | "onBlur"> & FieldProps & { onBlur?: (() => void) | undefined }) {
  const { id, label, value, error, hint, onChange, ...area } = props;
  return (
    <LabelledField id={id} label={label} error={error} hint={hint}>
      <textarea {...area} {...controlProps({ id, value, error, hint, onChange })} onBlur={onBlur} />
    </LabelledField>
  );
}

/** The control's own attributes: its name, value and change, and the hint and error that describe it. */
function controlProps({ id, value, error, hint, onChange }: Omit<FieldProps, "label">) {
  return {
    id,
    name: id,
    value,
    "aria-invalid": error ? true : undefined,
    "aria-describedby": [error ? `${id}-error` : null, hint ? `${id}-hint` : null].filter(Boolean).join(" ") || undefined,
    onChange: (event: { target: { value: string } }) => onChange(event.target.value),
  };
}
