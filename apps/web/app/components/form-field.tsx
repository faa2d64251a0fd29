import type { ButtonHTMLAttributes, InputHTMLAttributes, ReactNode, Ref } from "react";
import { useHydrated } from "../lib/use-hydrated.ts";
import { fieldErrorText } from "../i18n/field-error-text.ts";
import { useI18n } from "../i18n/page-locale.ts";

interface FormFieldProps extends InputHTMLAttributes<HTMLInputElement> {
  id: string;
  ref?: Ref<HTMLInputElement>;
  label: string;
  error?: string | null;
  hint?: string;
  /** Fixed text shown before the input and read with it, e.g. the country code "+91". */
  prefix?: string;
}

/** A labelled input whose error is announced and linked for screen readers; lib/forms/use-form.ts's `form.field(name)` gives its value, error and handlers. */
export function FormField({ id, label, error, hint, prefix, ...input }: FormFieldProps) {
  const describedBy =
    [prefix ? `${id}-prefix` : null, error ? `${id}-error` : null, hint ? `${id}-hint` : null].filter(Boolean).join(" ") || undefined;
  const field = <input id={id} name={id} aria-invalid={error ? true : undefined} aria-describedby={describedBy} {...input} />;
  return (
    <LabelledField id={id} label={label} hint={hint} error={error}>
      {prefix ? (
        <div className="field__affixed">
          <span id={`${id}-prefix`} className="field__prefix">
            {prefix}
          </span>
          {field}
        </div>
      ) : (
        field
      )}
    </LabelledField>
  );
}

/**
 * A field's frame: the label above its control, then its hint and its error; the control (the child, whose id is `id`)
 * names them in aria-describedby as `${id}-hint` and `${id}-error`.
 */
export function LabelledField(props: { id: string; label: string; hint?: string; error?: string | null; children: ReactNode }) {
  const { id, hint } = props;
  return (
    <div className="field">
      <label htmlFor={id}>{props.label}</label>
      {props.children}
      {hint ? (
        <p id={`${id}-hint`} className="field__hint">
          {hint}
        </p>
      ) : null}
      <FieldError id={id} error={props.error} />
    </div>
  );
}

/**
 * A field's error, announced when it appears; the control names it in aria-describedby as `${id}-error`. A core validator's
 * message is said in the page's language (i18n/field-error-text.ts), wherever it was checked.
 */
export function FieldError({ id, error }: { id: string; error?: string | null }) {
  const text = useI18n();
  return error ? (
    <p id={`${id}-error`} className="field__error" role="alert">
      {fieldErrorText(text, error)}
    </p>
  ) : null;
}

interface SubmitButtonProps extends Omit<ButtonHTMLAttributes<HTMLButtonElement>, "type"> {
  /** The form's call is running (useForm's `busy`): the button is disabled and says `busyLabel`. */
  busy: boolean;
  busyLabel: string;
  children: ReactNode;
}

/**
 * A form's submit button: the one way a form shows that its call is running. Until the page's script runs it
 * is disabled: these forms are sent by script, and the browser's own submission would put the fields (a
 * password too) in the address.
 */
export function SubmitButton({ busy, busyLabel, children, className = "button button--primary", disabled, ...button }: SubmitButtonProps) {
  const hydrated = useHydrated();
  return (
    <button type="submit" className={className} disabled={!hydrated || busy || disabled} aria-busy={busy} {...button}>
      {busy ? busyLabel : children}
    </button>
  );
}
