import { useEffect, useRef, useState } from "react";
import { apiErrorMessage } from "../../lib/api-error-message.ts";
import {
  beginSocialAttempt,
  facebookDialogUrl,
  fetchGoogleNonce,
  googleAuthUrl,
  listenForLoginPopup,
  nonceOf,
  LOG_IN,
  openLoginPopup,
  signInWith,
  type SocialAttempt,
  type SocialIntent,
  type SocialProof,
} from "../../lib/social-login.ts";

export interface SocialLoginButtonsProps {
  /** From WebServices.getSocialLoginConfig(); a provider without an id shows no button. */
  googleClientId: string | null;
  facebookAppId: string | null;
  /** PUBLIC_URL/facebookLogin, registered with both providers as the redirect address. */
  redirectUri: string;
  /** The session cookie is set: the page reloads or moves on. */
  onLoggedIn(): void;
  /** The provider was right but the account has an authenticator: the page shows the code step for this challenge. */
  onSecondFactor(challenge: string): void;
  /** Google knows the person but we do not: continue to sign-up with the email locked (docs/business-rules.md#sign-up-prefill). */
  onEmailNotFound(email: string, name: string): void;
  /**
   * What the sign-in is for, for both providers: a login (the default), or the checkout's sign-up to pay, whose endpoints create a
   * buyer's account (docs/business-rules.md#sign-up-to-pay). Kept with the attempt's state, so the popup completes it the same way.
   */
  intent?: SocialIntent;
  /**
   * A new account at the checkout needs the 18+ declaration first (docs/business-rules.md#privacy-notice): the page asks for it and
   * sends the proof again. (Facebook's popup asks on its own page.)
   */
  onNeedsConsent?(proof: SocialProof): void;
}

type Provider = "google" | "facebook";

/**
 * "Continue with Google" / "Continue with Facebook". Each opens the provider in a popup (lib/social-login.ts);
 * Facebook's popup completes the sign-in itself and reports back, Google's hands the ID token back to this
 * component (`onCredential`); both complete it with `signInWith` for the attempt's intent.
 */
export function SocialLoginButtons({
  googleClientId,
  facebookAppId,
  redirectUri,
  onLoggedIn,
  onSecondFactor,
  onEmailNotFound,
  intent = LOG_IN,
  onNeedsConsent,
}: SocialLoginButtonsProps) {
  const [waitingFor, setWaitingFor] = useState<Provider | null>(null);
  const [error, setError] = useState<string | null>(null);
  const attempt = useRef<SocialAttempt | null>(null);

  const onCredential = async (credential: string) => {
    if (nonceOf(credential) !== attempt.current?.nonce) {
      setError("This Google sign-in does not belong to this page. Please try again.");
      setWaitingFor(null);
      return;
    }
    const { intent: asked } = attempt.current;
    attempt.current = null;
    try {
      const outcome = await signInWith({ provider: "google", credential }, asked);
      if (outcome.kind === "signed-in") onLoggedIn();
      else if (outcome.kind === "second-factor") onSecondFactor(outcome.challenge);
      else if (outcome.kind === "needs-consent") onNeedsConsent?.(outcome.proof);
      else onEmailNotFound(outcome.email, outcome.name);
    } catch (failure) {
      setError(apiErrorMessage(failure));
    } finally {
      setWaitingFor(null);
    }
  };
  // The popup listener lives as long as the component; it reads the newest callbacks through this ref.
  const latest = useRef({ onLoggedIn, onSecondFactor, onCredential });
  useEffect(() => {
    latest.current = { onLoggedIn, onSecondFactor, onCredential };
  });

  useEffect(
    () =>
      listenForLoginPopup((message) => {
        if (message.state !== attempt.current?.state) return;
        if (message.type === "investar:google-credential") {
          void latest.current.onCredential(message.credential);
          return;
        }
        attempt.current = null;
        setWaitingFor(null);
        if (message.type === "investar:social-login") latest.current.onLoggedIn();
        else if (message.type === "investar:second-factor") latest.current.onSecondFactor(message.challenge);
        else setError(message.message);
      }),
    [],
  );

  if (!googleClientId && !facebookAppId) return null;

  const start = async (provider: Provider) => {
    setError(null);
    // The window opens on the click itself (pop-up blockers allow nothing later); Google's address needs the
    // server's nonce first, so that window waits on a blank page for it.
    const facebookAttempt = provider === "facebook" ? beginSocialAttempt(intent) : null;
    const popup = openLoginPopup(facebookAttempt ? facebookDialogUrl(facebookAppId!, redirectUri, facebookAttempt) : "about:blank");
    if (!popup) {
      setError("Your browser blocked the login window. Allow pop-ups for this site and try again.");
      return;
    }
    setWaitingFor(provider);
    if (facebookAttempt) {
      attempt.current = facebookAttempt;
      return;
    }
    try {
      const next = beginSocialAttempt(intent, await fetchGoogleNonce());
      attempt.current = next;
      popup.location.href = googleAuthUrl(googleClientId!, redirectUri, next);
    } catch (failure) {
      popup.close();
      setError(apiErrorMessage(failure));
      setWaitingFor(null);
    }
  };

  // The providers this site is set up for, Google first.
  const offered = (
    [
      ["google", "Google", googleClientId],
      ["facebook", "Facebook", facebookAppId],
    ] as const
  ).filter(([, , configured]) => configured);
  return (
    <div className="social-login" role="group" aria-label="Log in with another account">
      {offered.map(([provider, name]) => (
        <button
          key={provider}
          type="button"
          className="button button--ghost social-login__button"
          onClick={() => void start(provider)}
          aria-busy={waitingFor === provider}
        >
          {waitingFor === provider ? `Waiting for ${name}…` : `Continue with ${name}`}
        </button>
      ))}
      {error ? (
        <p className="field__error" role="alert">
          {error}
        </p>
      ) : null}
    </div>
  );
}
