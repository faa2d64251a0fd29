import type { InputHTMLAttributes, ReactNode } from "react";
import { Field, invalidProps, StatusLine } from "./admin-call.tsx";

type InputExtras = Omit<InputHTMLAttributes<HTMLInputElement>, "id" | "value" | "onChange" | "children">;

/** A labelled text input of a back-office form, its error (as the server keys it) under it. */
export function TextField({
  id,
  label,
  error,
  hint,
  value,
  onChange,
  ...input
}: { id: string; label: string; error?: string; hint?: string; value: string; onChange(value: string): void } & InputExtras) {
  return (
    <Field id={id} label={label} error={error} hint={hint}>
      <input {...invalidProps(id, error)} {...input} value={value} onChange={(e) => onChange(e.target.value)} />
    </Field>
  );
}

/** The same for a longer text. */
export function TextAreaField({
  id,
  label,
  error,
  rows,
  lang,
  value,
  onChange,
}: {
  id: string;
  label: string;
  error?: string;
  rows: number;
  /** The language the text is written in, where it is not the page's (a Hindi twin: docs/adr/0062-hindi-content-texts.md). */
  lang?: string;
  value: string;
  onChange(value: string): void;
}) {
  return (
    <Field id={id} label={label} error={error}>
      <textarea {...invalidProps(id, error)} rows={rows} lang={lang} value={value} onChange={(e) => onChange(e.target.value)} />
    </Field>
  );
}

/** A labelled select over a closed list, with any options outside the list ("nobody yet") before it; its error under it. */
export function ChoiceField<T extends string>({
  id,
  label,
  error,
  value,
  values,
  labelOf,
  before = [],
  onChange,
}: {
  id: string;
  label: string;
  error?: string;
  value: NoInfer<T> | "";
  values: readonly T[];
  labelOf(value: NoInfer<T>): string;
  before?: readonly { value: string; label: string }[];
  onChange(value: NoInfer<T>): void;
}) {
  return (
    <Field id={id} label={label} error={error}>
      <select {...invalidProps(id, error)} value={value} onChange={(e) => onChange(e.target.value as T)}>
        {before.map((extra) => (
          <option key={`extra-${extra.value}`} value={extra.value}>
            {extra.label}
          </option>
        ))}
        {values.map((item) => (
          <option key={item} value={item}>
            {labelOf(item)}
          </option>
        ))}
      </select>
    </Field>
  );
}

/** A select's options from `[value, label]` pairs. */
export function Options({ choices }: { choices: readonly (readonly [string, string])[] }) {
  return choices.map(([value, shown]) => (
    <option key={value} value={value}>
      {shown}
    </option>
  ));
}

/** A tick box with its words after it. */
export function CheckField({ checked, onChange, children }: { checked: boolean; onChange(checked: boolean): void; children: ReactNode }) {
  return (
    <label className="field--check">
      <input type="checkbox" checked={checked} onChange={(e) => onChange(e.target.checked)} /> {children}
    </label>
  );
}

interface SubmitProps {
  busy: boolean;
  /** Held back for another reason than a call under way (nothing changed yet, a review open). */
  disabled?: boolean;
  children: ReactNode;
}

/** The form's main button, held back while its call is under way. */
function SubmitButton({ busy, disabled = false, children }: SubmitProps) {
  return (
    <button type="submit" className="button button--primary" disabled={busy || disabled}>
      {children}
    </button>
  );
}

/** The form's main button, alone in its row; with `status`, the line that says how its call went under it. */
export function SubmitRow({ status, ...button }: SubmitProps & { status?: string }) {
  return (
    <>
      <div className="button-row">
        <SubmitButton {...button} />
      </div>
      {status === undefined ? null : <StatusLine status={status} />}
    </>
  );
}

/** The form's main button straight after its fields, and the line that says how its call went. */
export function SubmitAndStatus({ status, ...button }: SubmitProps & { status: string }) {
  return (
    <>
      <SubmitButton {...button} />
      <StatusLine status={status} />
    </>
  );
}

/**
 * The text fields of a form whose draft holds them by name: `input(name, label, { type, hint })` and
 * `area(name, label, rows)` give one, its id `<id>-<name>` and its error the server's for that name.
 */
export function draftFields<Name extends string>(
  id: string,
  errors: Record<string, string>,
  draft: Record<Name, string>,
  change: (name: Name, value: string) => void,
) {
  const input = (name: Name, label: string, extra: { type?: string; hint?: string; lang?: string } = {}) => (
    <TextField
      id={`${id}-${name}`}
      label={label}
      error={errors[name]}
      hint={extra.hint}
      type={extra.type ?? "text"}
      lang={extra.lang}
      value={draft[name]}
      onChange={(value) => change(name, value)}
    />
  );
  const area = (name: Name, label: string, rows: number, lang?: string) => (
    <TextAreaField
      id={`${id}-${name}`}
      label={label}
      error={errors[name]}
      rows={rows}
      lang={lang}
      value={draft[name]}
      onChange={(value) => change(name, value)}
    />
  );
  return { input, area };
}
