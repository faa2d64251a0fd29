import { useState, type FormEvent } from "react";
import { twoFactorMessages } from "@investar/core";
import { useForm } from "../../lib/forms/use-form.ts";
import { completeSecondFactor } from "../../lib/second-factor.ts";
import { FormField, SubmitButton } from "../form-field.tsx";

export interface SecondFactorFormProps {
  challenge: string;
  /** The session cookie is set: the page moves on. */
  onSignedIn(): void;
  /** The challenge expired: back to the password (or provider) step. */
  onStartAgain(): void;
}

/** The code step of a login for an account with an authenticator app: a six-digit code or a recovery code. */
export function SecondFactorForm({ challenge, onSignedIn, onStartAgain }: SecondFactorFormProps) {
  const [expired, setExpired] = useState(false);
  const form = useForm({
    initial: { code: "" },
    validate: ({ code }) => ({ code: code.trim() ? null : twoFactorMessages.codeNeeded }),
    // The refusal is the code's error (under the field); a 401 means the challenge expired.
    report: (failure) => {
      setExpired(failure.status === 401);
      return failure.message;
    },
  });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const signedIn = await form.submit(({ code }) => completeSecondFactor(challenge, code.trim()));
    if (signedIn) onSignedIn();
  };

  return (
    <form onSubmit={submit} noValidate aria-labelledby="second-factor-title">
      <h2 id="second-factor-title">Two-factor sign-in</h2>
      <p>
        Open the authenticator app on your phone and enter the code it shows for Investar. Lost your phone? Enter one of your recovery
        codes.
      </p>
      <FormField
        id="second-factor-code"
        label="Authentication code"
        autoComplete="one-time-code"
        inputMode="text"
        autoFocus
        {...form.field("code")}
        error={form.errorOf("code") ?? form.error}
      />
      {expired ? (
        <button type="button" className="button button--ghost auth-card__submit" onClick={onStartAgain}>
          Log in again
        </button>
      ) : (
        <SubmitButton className="button button--primary auth-card__submit" busy={form.busy} busyLabel="Checking…">
          Verify
        </SubmitButton>
      )}
    </form>
  );
}
