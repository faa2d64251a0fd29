import { validateNewPassword } from "@investar/core";
import { useState, type FormEvent, type ReactNode } from "react";
import { FormField } from "../form-field.tsx";

interface NewPasswordFormProps {
  submitLabel: string;
  busyLabel: string;
  /** Called with a password that passed core's rule and its confirmation; a rejection re-enables the form. */
  onSubmit(password: string): Promise<void>;
  children?: ReactNode;
}

/** A new password twice, checked with core's rule and message (docs/business-rules.md#password-rules): reset, activation, change. */
export function NewPasswordForm({ submitLabel, busyLabel, onSubmit, children }: NewPasswordFormProps) {
  const [password, setPassword] = useState("");
  const [confirm, setConfirm] = useState("");
  const [touched, setTouched] = useState(false);
  const [saving, setSaving] = useState(false);
  const passwordError = validateNewPassword(password);
  const confirmError = confirm !== password ? "The two passwords do not match." : null;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setTouched(true);
    if (passwordError || confirmError) return;
    setSaving(true);
    try {
      await onSubmit(password);
    } catch {
      setSaving(false);
    }
  };

  return (
    <form onSubmit={submit} noValidate>
      {children}
      <FormField
        id="new-password"
        label="New password"
        type="password"
        autoComplete="new-password"
        value={password}
        onChange={(e) => setPassword(e.target.value)}
        hint="At least 8 characters, with letters and at least one digit."
        error={touched ? passwordError : null}
      />
      <FormField
        id="confirm-password"
        label="Confirm new password"
        type="password"
        autoComplete="new-password"
        value={confirm}
        onChange={(e) => setConfirm(e.target.value)}
        error={touched ? confirmError : null}
      />
      <button type="submit" className="button button--primary auth-card__submit" disabled={saving} aria-busy={saving}>
        {saving ? busyLabel : submitLabel}
      </button>
    </form>
  );
}
