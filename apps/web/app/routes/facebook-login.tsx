import { safeReturnPath } from "@investar/core";
import { useEffect, useRef, useState } from "react";
import { Link, useLocation, useNavigate, useSearchParams } from "react-router";
import type { Route } from "./+types/facebook-login";
import { SecondFactorForm } from "../components/account/second-factor-form.tsx";
import { apiErrorMessage } from "../lib/api-error-message.ts";
import { SocialConsentStep } from "../components/privacy/social-consent-step.tsx";
import { translatedMeta } from "../lib/translated-meta.ts";
import { appContext } from "../load-context.ts";
import { authMessages } from "../i18n/auth-messages.server.ts";
import { requestLocale, useI18n } from "../i18n/page-locale.ts";
import { socialSignUpPath } from "../lib/sign-up-prefill.ts";
import {
  notifyOpener,
  signInWith,
  takeSocialAttempt,
  type SocialIntent,
  type SocialLoginOutcome,
  type SocialProof,
} from "../lib/social-login.ts";
import "../styles/account-forms.css";
import { ScriptButton } from "../components/script-button.tsx";

/**
 * The window's words, and the sign-up notice a new account answers here, in the visitor's chosen language: its address
 * is the one registered with the providers, the same for every page (docs/adr/0059-hindi-with-lingui.md#choosing-a-language).
 */
export function loader({ request, context }: Route.LoaderArgs) {
  const { pseudoLocale, language } = context.get(appContext);
  return { messages: authMessages(requestLocale(request, pseudoLocale, language), ["socialPopup", "signUpNotice", "validation"]) };
}

export function meta({ matches }: Route.MetaArgs) {
  return [
    ...translatedMeta(matches, { key: "auth.socialPopup", path: "/facebookLogin", noindex: true }),
    // The URL carries a token for a moment: never hand it to another site as a referrer.
    { name: "referrer", content: "no-referrer" },
  ];
}

const PROFILE = "/my-investar/my-profile";

/** Where a sign-in this window finished alone goes: the checkout it started on (docs/business-rules.md#sign-up-to-pay), else the profile. */
const landingOf = (intent: SocialIntent) => (intent.kind === "sign-up-to-pay" ? safeReturnPath(intent.returnTo, PROFILE) : PROFILE);

/** The popup is done: close it, or (opened without a popup, or the browser refuses) go on to `to`. */
function finish(to: string) {
  window.close();
  setTimeout(() => window.location.replace(to), 300);
}

/**
 * docs/business-rules.md#facebook-login-route facebookLogin: where the provider sends the login popup back. The `#` fragment becomes the query,
 * the state is checked against the attempt the button started, and the opener is told once the user is known.
 * Facebook's `access_token` is completed here; Google's `id_token` is handed back to the button. Either is completed for the
 * attempt's intent (a login, or the checkout's sign-up to pay), so both providers create the same kind of account.
 */
export default function FacebookLogin() {
  const location = useLocation();
  const navigate = useNavigate();
  const [search] = useSearchParams();
  const [error, setError] = useState<string | null>(null);
  // Nobody is waiting for the code step (no opener): it is taken here, then goes on to `landing`.
  const [challenge, setChallenge] = useState<string | null>(null);
  const [landing, setLanding] = useState(PROFILE);
  const started = useRef(false);
  const { t, href } = useI18n();
  /** A new Facebook account waiting for the notice's answers. */
  const [consentStep, setConsentStep] = useState<{ proof: SocialProof; state: string; intent: SocialIntent; landsOn: string } | null>(null);

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
      setError(t("auth.socialPopup.invalidLink"));
      return;
    }
    const refused = query.get("error");
    if (refused) {
      const message =
        refused === "access_denied" ? t("auth.socialPopup.cancelled") : query.get("error_description") || t("auth.socialPopup.incomplete");
      await notifyOpener({ type: "investar:social-login-error", state, message });
      setError(message);
      return;
    }
    const { intent } = attempt;
    const landsOn = landingOf(intent);
    setLanding(landsOn);
    const idToken = query.get("id_token");
    if (idToken) {
      if (await notifyOpener({ type: "investar:google-credential", state, credential: idToken })) return finish(landsOn);
      // Nobody is waiting (the opener was closed): finish the Google sign-in here instead.
      const outcome = await signInWith({ provider: "google", credential: idToken }, intent);
      if (outcome.kind === "signed-in") return finish(landsOn);
      if (outcome.kind === "second-factor") return setChallenge(outcome.challenge);
      // A new account at the checkout still needs the notice's answers: asked here, as for Facebook.
      if (outcome.kind === "needs-consent") return setConsentStep({ proof: outcome.proof, state, intent, landsOn });
      return window.location.replace(socialSignUpPath(new URLSearchParams(attempt.startedOn), outcome.email, outcome.name));
    }
    const accessToken = query.get("access_token");
    if (!accessToken) {
      setError(t("auth.socialPopup.noToken"));
      return;
    }
    let outcome: Awaited<ReturnType<typeof signInWith>>;
    try {
      outcome = await signInWith({ provider: "facebook", accessToken }, intent);
    } catch (failure) {
      const message = apiErrorMessage(failure);
      await notifyOpener({ type: "investar:social-login-error", state, message });
      setError(message);
      return;
    }
    // docs/business-rules.md#privacy-notice: a new account is completed here, with the notice and the 18+ declaration.
    if (outcome.kind === "needs-consent") return setConsentStep({ proof: outcome.proof, state, intent, landsOn });
    await signedIn(state, outcome, landsOn);
  }

  async function signedIn(state: string, outcome: SocialLoginOutcome, landsOn: string) {
    if (outcome.kind === "second-factor") {
      if (await notifyOpener({ type: "investar:second-factor", state, challenge: outcome.challenge })) return finish(landsOn);
      return setChallenge(outcome.challenge);
    }
    if (await notifyOpener({ type: "investar:social-login", state })) return finish(landsOn);
    window.location.replace(landsOn);
  }

  return (
    <main id="main" className="auth-page auth-page--single">
      <div className="card auth-card" aria-live="polite">
        {challenge ? (
          <SecondFactorForm
            challenge={challenge}
            onSignedIn={() => window.location.replace(landing)}
            onStartAgain={() => window.location.replace(href("/user/login"))}
          />
        ) : consentStep ? (
          <>
            <h1>{t("auth.socialPopup.completeHeading")}</h1>
            <SocialConsentStep
              provider={consentStep.proof.provider === "google" ? "Google" : "Facebook"}
              complete={async (consent) => {
                const outcome = await signInWith(consentStep.proof, consentStep.intent, consent);
                await signedIn(consentStep.state, outcome, consentStep.landsOn);
              }}
            />
          </>
        ) : error ? (
          <>
            <h1>{t("auth.socialPopup.failedHeading")}</h1>
            <p className="field__error" role="alert">
              {error}
            </p>
            <div className="button-row">
              <ScriptButton className="button button--primary" onClick={() => window.close()}>
                {t("auth.socialPopup.close")}
              </ScriptButton>
              <Link to={href("/user/login")} className="button button--ghost">
                {t("auth.socialPopup.toLogin")}
              </Link>
            </div>
          </>
        ) : (
          <>
            <h1>{t("auth.socialPopup.signingIn")}</h1>
            <p>{t("auth.socialPopup.closes")}</p>
          </>
        )}
      </div>
    </main>
  );
}
