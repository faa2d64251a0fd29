import type { FormEvent, ReactNode } from "react";

/** A change to a payment that moves money or cannot be undone (refund, reject): its fields and red button, grouped under its name. */
export function PaymentActionForm({
  legend,
  onSubmit,
  busy,
  submitText,
  children,
}: {
  legend: string;
  onSubmit(event: FormEvent): void;
  busy: boolean;
  submitText: string;
  children: ReactNode;
}) {
  return (
    <form className="admin-form" onSubmit={onSubmit} noValidate>
      <fieldset className="admin-form__fieldset">
        <legend>{legend}</legend>
        {children}
        <button type="submit" className="button button--danger" disabled={busy} aria-busy={busy}>
          {submitText}
        </button>
      </fieldset>
    </form>
  );
}

/** A short note on a payment the customer reads (a status, a rejection's reason): two rows, a hint under it and then its error. */
export function PaymentNoteField({
  id,
  describedBy = id,
  label,
  hint,
  maxLength,
  value,
  onChange,
  error,
}: {
  id: string;
  /** The start of the hint's and the error's ids (`<describedBy>-hint`, `<describedBy>-error`); the field's own id unless told. */
  describedBy?: string;
  label: string;
  hint: string;
  maxLength: number;
  value: string;
  onChange(value: string): void;
  error: string | null;
}) {
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <textarea
        id={id}
        rows={2}
        maxLength={maxLength}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${describedBy}-error` : `${describedBy}-hint`}
      />
      <p id={`${describedBy}-hint`} className="field__hint">
        {hint}
      </p>
      {error ? (
        <p id={`${describedBy}-error`} className="field__error" role="alert">
          {error}
        </p>
      ) : null}
    </div>
  );
}
