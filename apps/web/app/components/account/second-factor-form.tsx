import { useState, type FormEvent } from "react";
import { twoFactorMessages } from "@investar/core";
import { ApiError, apiErrorMessage } from "../../lib/api-error-message.ts";
import { completeSecondFactor } from "../../lib/second-factor.ts";
import { FormField } from "../form-field.tsx";

export interface SecondFactorFormProps {
  challenge: string;
  /** The session cookie is set: the page moves on. */
  onSignedIn(): void;
  /** The challenge expired: back to the password (or provider) step. */
  onStartAgain(): void;
}

/** The code step of a login for an account with an authenticator app: a six-digit code or a recovery code. */
export function SecondFactorForm({ challenge, onSignedIn, onStartAgain }: SecondFactorFormProps) {
  const [code, setCode] = useState("");
  const [error, setError] = useState<string | null>(null);
  const [expired, setExpired] = useState(false);
  const [submitting, setSubmitting] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!code.trim()) {
      setError(twoFactorMessages.codeNeeded);
      return;
    }
    setSubmitting(true);
    setError(null);
    try {
      await completeSecondFactor(challenge, code.trim());
      onSignedIn();
    } catch (failure) {
      setError(apiErrorMessage(failure));
      setExpired(failure instanceof ApiError && failure.call.status === 401);
      setSubmitting(false);
    }
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
        value={code}
        error={error}
        onChange={(e) => setCode(e.target.value)}
      />
      {expired ? (
        <button type="button" className="button button--ghost auth-card__submit" onClick={onStartAgain}>
          Log in again
        </button>
      ) : (
        <button type="submit" className="button button--primary auth-card__submit" disabled={submitting} aria-busy={submitting}>
          {submitting ? "Checking…" : "Verify"}
        </button>
      )}
    </form>
  );
}
