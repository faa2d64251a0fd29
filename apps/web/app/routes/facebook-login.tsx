import { useEffect, useRef, useState } from "react";
import { Link, useLocation, useNavigate, useSearchParams } from "react-router";
import type { Route } from "./+types/facebook-login";
import { SecondFactorForm } from "../components/account/second-factor-form.tsx";
import { apiErrorMessage } from "../lib/api-error-message.ts";
import { AGE_CONFIRMATION_REQUIRED } from "@investar/contract/parts/sign-up-consent";
import { CallFailedError } from "../lib/answer-or-throw.ts";
import { SocialConsentStep } from "../components/privacy/social-consent-step.tsx";
import { pageMeta, publicUrlFrom } from "../lib/page-meta.ts";
import { socialSignUpPath } from "../lib/sign-up-prefill.ts";
import { notifyOpener, signInWithFacebookToken, signInWithGoogleCredential, takeSocialAttempt } from "../lib/social-login.ts";
import "../styles/account-forms.css";

export function meta({ matches }: Route.MetaArgs) {
  return [
    ...pageMeta({
      title: "Signing you in | Investar",
      description: "Completing your social login.",
      path: "/facebookLogin",
      publicUrl: publicUrlFrom(matches),
      noindex: true,
    }),
    // The URL carries a token for a moment: never hand it to another site as a referrer.
    { name: "referrer", content: "no-referrer" },
  ];
}

const PROFILE = "/my-investar/my-profile";

/** The popup is done: close it, or (opened without a popup, or the browser refuses) go to the profile. */
function finish(to = PROFILE) {
  window.close();
  setTimeout(() => window.location.replace(to), 300);
}

/**
 * docs/business-rules.md#facebook-login-route facebookLogin: where the provider sends the login popup back. The `#` fragment becomes the query,
 * the state is checked against the attempt the button started, and the opener is told once the user is known.
 * Facebook's `access_token` is completed here; Google's `id_token` is handed back to the button.
 */
export default function FacebookLogin() {
  const location = useLocation();
  const navigate = useNavigate();
  const [search] = useSearchParams();
  const [error, setError] = useState<string | null>(null);
  // Nobody is waiting for the code step (no opener): it is taken here.
  const [challenge, setChallenge] = useState<string | null>(null);
  const started = useRef(false);
  /** A new Facebook account waiting for the notice's answers. */
  const [consentStep, setConsentStep] = useState<{ accessToken: string; state: string } | null>(null);

  useEffect(() => {
    if (location.hash.length > 1) navigate({ search: `?${location.hash.slice(1)}`, hash: "" }, { replace: true });
  }, [location.hash, navigate]);

  useEffect(() => {
    if (location.hash.length > 1 || started.current) return;
    started.current = true;
    void complete(search).catch((failure: unknown) => setError(apiErrorMessage(failure)));
  }, [location.hash, search]);

  async function complete(query: URLSearchParams) {
    const attempt = takeSocialAttempt();
    const state = query.get("state") ?? "";
    if (!attempt || attempt.state !== state) {
      setError("This login link is not valid any more. Please start again from the login page.");
      return;
    }
    const refused = query.get("error");
    if (refused) {
      const message =
        refused === "access_denied" ? "The login was cancelled." : query.get("error_description") || "The login did not complete.";
      await notifyOpener({ type: "investar:social-login-error", state, message });
      setError(message);
      return;
    }
    const idToken = query.get("id_token");
    if (idToken) {
      if (await notifyOpener({ type: "investar:google-credential", state, credential: idToken })) return finish();
      // Nobody is waiting (the opener was closed): finish the Google login here instead.
      const outcome = await signInWithGoogleCredential(idToken);
      if (outcome.kind === "signed-in") return finish();
      if (outcome.kind === "second-factor") return setChallenge(outcome.challenge);
      // googleLogin creates nothing, so it never asks for the notice (the sign-up form does); this keeps the types whole.
      if (outcome.kind === "needs-consent") return setError("Please start the sign-up again from the page you were on.");
      return window.location.replace(socialSignUpPath(new URLSearchParams(attempt.startedOn), outcome.email, outcome.name));
    }
    const accessToken = query.get("access_token");
    if (!accessToken) {
      setError("The login did not return a token. Please try again.");
      return;
    }
    let secondFactor: string | null;
    try {
      secondFactor = await signInWithFacebookToken(accessToken);
    } catch (failure) {
      // docs/business-rules.md#privacy-notice: a new account is completed here, with the notice and the 18+ declaration.
      if (failure instanceof CallFailedError && failure.failure.code === AGE_CONFIRMATION_REQUIRED)
        return setConsentStep({ accessToken, state });
      const message = apiErrorMessage(failure);
      await notifyOpener({ type: "investar:social-login-error", state, message });
      setError(message);
      return;
    }
    await signedInWithFacebook(state, secondFactor);
  }

  async function signedInWithFacebook(state: string, secondFactor: string | null) {
    if (secondFactor) {
      if (await notifyOpener({ type: "investar:second-factor", state, challenge: secondFactor })) return finish();
      return setChallenge(secondFactor);
    }
    if (await notifyOpener({ type: "investar:social-login", state })) return finish();
    window.location.replace(PROFILE);
  }

  return (
    <main id="main" className="auth-page auth-page--single">
      <div className="card auth-card" aria-live="polite">
        {challenge ? (
          <SecondFactorForm
            challenge={challenge}
            onSignedIn={() => window.location.replace(PROFILE)}
            onStartAgain={() => window.location.replace("/user/login")}
          />
        ) : consentStep ? (
          <>
            <h1>Complete your sign-up</h1>
            <SocialConsentStep
              provider="Facebook"
              complete={async (consent) => {
                const secondFactor = await signInWithFacebookToken(consentStep.accessToken, consent);
                await signedInWithFacebook(consentStep.state, secondFactor);
              }}
            />
          </>
        ) : error ? (
          <>
            <h1>Login did not complete</h1>
            <p className="field__error" role="alert">
              {error}
            </p>
            <div className="button-row">
              <button type="button" className="button button--primary" onClick={() => window.close()}>
                Close this window
              </button>
              <Link to="/user/login" className="button button--ghost">
                Go to the login page
              </Link>
            </div>
          </>
        ) : (
          <>
            <h1>Signing you in…</h1>
            <p>This window closes by itself in a moment.</p>
          </>
        )}
      </div>
    </main>
  );
}
