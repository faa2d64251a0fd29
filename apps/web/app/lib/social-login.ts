import { lazyEndpoint } from "@investar/contract/lazy-endpoint";
import type { SignInAnswer } from "@investar/contract/accounts/sign-in-answer";
import { userFromToken } from "@investar/core";
import { answerOrThrow } from "./answer-or-throw.ts";
import { callEndpoint, type CallResult } from "./call-endpoint.ts";
import { rememberUser } from "./client-session.ts";
import { AGE_CONFIRMATION_REQUIRED } from "@investar/core/privacy-consent";
import { consentBody, type SignUpConsent } from "../components/privacy/sign-up-notice.tsx";
import type { SocialIntent } from "./social-attempt.ts";

const facebookLogin = lazyEndpoint(() => import("@investar/contract/accounts/facebook-login"), "facebookLogin");
const facebookSignUpToPay = lazyEndpoint(() => import("@investar/contract/accounts/facebook-sign-up-to-pay"), "facebookSignUpToPay");
const getGoogleNonce = lazyEndpoint(() => import("@investar/contract/accounts/get-google-nonce"), "getGoogleNonce");
const googleLogin = lazyEndpoint(() => import("@investar/contract/accounts/google-login"), "googleLogin");
const googleSignUpToPay = lazyEndpoint(() => import("@investar/contract/accounts/google-sign-up-to-pay"), "googleSignUpToPay");

/**
 * Google and Facebook login in a popup, without any provider script (the CSP allows none, docs/architecture.md#social-login). The
 * button stores a random `state` (and Google's `nonce`, issued by the server), opens the provider's dialog, and the provider sends
 * the popup back to /facebookLogin, which checks the state and reports to the page that opened it.
 *
 * Our pages send Cross-Origin-Opener-Policy: same-origin, so after the popup has visited the provider's
 * site `window.opener` is usually gone. The popup therefore also reports on a BroadcastChannel (same
 * origin, any window) and waits for the opener's acknowledgement before closing itself.
 */
export {
  beginSocialAttempt,
  facebookDialogUrl,
  googleAuthUrl,
  listenForLoginPopup,
  LOG_IN,
  nonceOf,
  notifyOpener,
  openLoginPopup,
  takeSocialAttempt,
  type SocialAttempt,
  type SocialIntent,
  type SocialMessage,
} from "./social-attempt.ts";

/** A one-time nonce from the server for the next Google sign-in: the ID token must carry it. */
export async function fetchGoogleNonce(): Promise<string> {
  return (await answerOrThrow(callEndpoint(getGoogleNonce, {}))).nonce;
}

export type SocialLoginOutcome =
  | { kind: "signed-in" }
  | { kind: "second-factor"; challenge: string }
  | { kind: "email-not-found"; email: string; name: string }
  /** A new account still needs the 18+ declaration (docs/business-rules.md#privacy-notice): the page asks for it and sends the same proof again. */
  | { kind: "needs-consent"; proof: SocialProof };

/** What a provider returned: Google's ID token, or Facebook's access token. */
export type SocialProof = { provider: "google"; credential: string } | { provider: "facebook"; accessToken: string };

/** What the four social sign-in endpoints answer: a session, the code step, or (googleLogin only) an unknown address. */
type SocialAnswer = SignInAnswer | { code: "EmailNotFound"; email: string; name: string };

/**
 * The endpoint for a provider's proof and the sign-in's intent: the login ones, or the checkout's (docs/business-rules.md#sign-up-to-pay),
 * with the notice's answers when the page asked for them (docs/business-rules.md#privacy-notice).
 */
async function answerFor(proof: SocialProof, intent: SocialIntent, consent?: SignUpConsent): Promise<CallResult<SocialAnswer>> {
  const signUpToPay = intent.kind === "sign-up-to-pay";
  const answers = consent ? consentBody(consent) : {};
  if (proof.provider === "google") {
    const { credential } = proof;
    return signUpToPay
      ? callEndpoint(googleSignUpToPay, { body: { credential, ...answers } })
      : callEndpoint(googleLogin, { query: { ip: "" }, body: { credential } });
  }
  const { accessToken } = proof;
  if (signUpToPay) return callEndpoint(facebookSignUpToPay, { body: { accessToken, ...answers } });
  const query = consent
    ? { accessToken, ageConfirmed: consent.ageConfirmed ? ("true" as const) : ("false" as const), marketingKinds: consent.kinds.join(",") }
    : { accessToken };
  return callEndpoint(facebookLogin, { query });
}

/**
 * Completes a Google or Facebook sign-in, for the login pages and the checkout's sign-up dialog alike: the proof goes to the
 * endpoint its intent names, and every answer is read the same way. docs/business-rules.md#social-login-errors: googleLogin's
 * EmailNotFound saves no user (sign-up continues with the email); the checkout's endpoints create the account instead.
 */
export async function signInWith(proof: SocialProof, intent: SocialIntent, consent?: SignUpConsent): Promise<SocialLoginOutcome> {
  const result = await answerFor(proof, intent, consent);
  if (!result.ok && result.failure.code === AGE_CONFIRMATION_REQUIRED) return { kind: "needs-consent", proof };
  const answer = await answerOrThrow(Promise.resolve(result));
  if ("code" in answer) {
    return answer.code === "SecondFactorRequired"
      ? { kind: "second-factor", challenge: answer.challenge }
      : { kind: "email-not-found", email: answer.email, name: answer.name };
  }
  rememberUser(userFromToken(answer.tokenString));
  return { kind: "signed-in" };
}
