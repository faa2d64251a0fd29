import { useState, type FormEvent } from "react";
import { apiErrorMessage } from "../../lib/api-error-message.ts";
import { useI18n } from "../../i18n/page-locale.ts";
import { translatedOr } from "../../i18n/translated-or.ts";
import { SignUpNotice, useSignUpConsent, type SignUpConsent } from "./sign-up-notice.tsx";

/**
 * docs/business-rules.md#privacy-notice: the step that completes a social sign-up (Google at the checkout, Facebook's popup). The
 * provider gave the name and email; the notice, the 18+ declaration and the marketing kinds are asked here before the account is made.
 */
export function SocialConsentStep({
  provider,
  complete,
}: {
  provider: "Google" | "Facebook";
  /** Sends the sign-up again with the consent; resolves when it is done (a refusal is thrown and shown here). */
  complete(consent: SignUpConsent): Promise<void>;
}) {
  const notice = useSignUpConsent();
  const text = useI18n();
  // The sign-up notice's group: every page that shows this step loads it (auth.signUpNotice.*).
  const say = (key: string, english: string) => translatedOr(text, `auth.signUpNotice.${key}`, english, { provider });
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!notice.check()) return;
    setBusy(true);
    setError(null);
    try {
      await complete(notice.consent);
    } catch (failure) {
      setError(apiErrorMessage(failure));
      setBusy(false);
    }
  };
  return (
    <form onSubmit={submit} noValidate aria-label={say("socialForm", `Complete your ${provider} sign-up`)} className="social-consent-step">
      <p>{say("socialLead", `Almost done: ${provider} has given us your name and email. Before we create your Investar account:`)}</p>
      <SignUpNotice
        idPrefix={`social-${provider.toLowerCase()}`}
        value={notice.consent}
        ageError={notice.ageError}
        onAge={notice.onAge}
        onKind={notice.onKind}
      />
      {error ? (
        <p className="field__error" role="alert">
          {error}
        </p>
      ) : null}
      <button type="submit" className="button button--accent" disabled={busy} aria-busy={busy}>
        {busy ? say("creating", "Creating your account…") : say("create", "Create my account")}
      </button>
    </form>
  );
}
