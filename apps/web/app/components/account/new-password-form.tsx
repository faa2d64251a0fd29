import { validateNewPassword } from "@investar/core";
import { useState, type FormEvent, type ReactNode } from "react";
import type { CallFailure, CallResult } from "../../lib/call-endpoint.ts";
import { useForm } from "../../lib/forms/use-form.ts";
import { PASSWORDS_DIFFER } from "../../lib/forms/password-messages.ts";
import { toastFailure } from "../../lib/report-failure.ts";
import { FormField, SubmitButton } from "../form-field.tsx";

interface NewPasswordFormProps {
  submitLabel: string;
  busyLabel: string;
  /** Sends a password that passed core's rule and its confirmation. On success the page moves on, so the form stays busy. */
  onSubmit(password: string): Promise<CallResult<unknown>>;
  /** What a refusal leaves on the page; by default it is a toast. */
  report?: (failure: CallFailure) => string | null;
  children?: ReactNode;
}

/** A new password twice, checked with core's rule and message (docs/business-rules.md#password-rules): reset, activation, change. */
export function NewPasswordForm({ submitLabel, busyLabel, onSubmit, report = toastFailure, children }: NewPasswordFormProps) {
  const [done, setDone] = useState(false);
  const form = useForm({
    initial: { password: "", confirm: "" },
    report,
    validate: ({ password, confirm }) => ({
      password: validateNewPassword(password),
      confirm: confirm !== password ? PASSWORDS_DIFFER : null,
    }),
  });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if ((await form.submit(async ({ password }) => onSubmit(password))) !== null) setDone(true);
  };

  return (
    <form onSubmit={submit} noValidate>
      {children}
      <FormField
        id="new-password"
        label="New password"
        type="password"
        autoComplete="new-password"
        hint="At least 8 characters, with letters and at least one digit."
        {...form.field("password")}
      />
      <FormField
        id="confirm-password"
        label="Confirm new password"
        type="password"
        autoComplete="new-password"
        {...form.field("confirm")}
      />
      <SubmitButton className="button button--primary auth-card__submit" busy={form.busy || done} busyLabel={busyLabel}>
        {submitLabel}
      </SubmitButton>
    </form>
  );
}
