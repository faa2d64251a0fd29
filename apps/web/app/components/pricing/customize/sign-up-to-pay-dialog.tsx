import type { SocialLoginConfig } from "@investar/contract/pages/accounts";
import { useState } from "react";
import { Link, useNavigate } from "react-router";
import { SocialLoginButtons } from "../../account/social-login-buttons.tsx";
import { ChoiceGroup } from "../choice-group.tsx";
import { ModalDialog } from "../../modal-dialog.tsx";
import { SignUpToPayForm, type SignUpWay } from "./sign-up-to-pay-form.tsx";
import { SocialConsentStep } from "../../privacy/social-consent-step.tsx";
import { signInWith, type SocialProof } from "../../../lib/social-login.ts";
import { useI18n } from "../../../i18n/page-locale.ts";
import { translatedOr } from "../../../i18n/translated-or.ts";
import "../../../styles/account-forms.css";
import "../../../styles/account-area.css";
import "../../../styles/sign-up-to-pay.css";

const WAYS = [
  { value: "sms", label: "Code by SMS" },
  { value: "email", label: "Code by email" },
  { value: "password", label: "Password" },
] as const satisfies readonly { value: SignUpWay; label: string }[];

/** A webinar seat's checkout, whose purchase the dialog names (the login page opens it for either checkout). */
const isSeatCheckout = (path: string) => /^\/education\/buy-webinar\b/i.test(path);

/**
 * docs/business-rules.md#sign-up-to-pay: a visitor's 'Proceed to Pay' on CustomizeSubscription or a webinar seat's checkout opens
 * this (and 'New to Investar?' on the login page, when it was sent there with a checkout as returnUrl). They create their account here (Google, a one-time code to their
 * mobile or email, Facebook, or email and a new password) and are signed in at once; `returnTo`, the checkout with the same selection, then
 * loads as a customer's, with the billing details and Pay. No mailbox round-trip: the receipt carries the verification link. An
 * existing customer logs in (not offered on the login page itself), and the free trial stays the other path; both come back to
 * `returnTo`.
 */
export function SignUpToPayDialog({
  returnTo,
  social,
  offerLogin = true,
  onClose,
}: {
  returnTo: string;
  social: SocialLoginConfig | null;
  offerLogin?: boolean;
  onClose(): void;
}) {
  const back = encodeURIComponent(returnTo);
  const links = { login: `/user/login?returnUrl=${back}`, signUp: `/user/sign-up?returnUrl=${back}` };
  const navigate = useNavigate();
  const [way, setWay] = useState<SignUpWay>("sms");
  /** A Google credential for a new account, waiting for the notice's answers (docs/business-rules.md#privacy-notice). */
  /** A provider's proof for a new account, waiting for the notice's answers (docs/business-rules.md#privacy-notice). */
  const [pendingProof, setPendingProof] = useState<SocialProof | null>(null);
  // The checkout loaded again with the session: the page is a customer's now, on the same selection.
  const signedIn = () => void navigate(returnTo, { replace: true, preventScrollReset: true });
  const seat = isSeatCheckout(returnTo);
  // The login page opens it too, without the checkout's messages: there it keeps its English.
  const i18n = useI18n();
  const say = (key: string, english: string) => translatedOr(i18n, `signUpToPay.${key}`, english);
  const ways = WAYS.map((choice) => ({ ...choice, label: say(`way.${choice.value}`, choice.label) }));
  return (
    <ModalDialog
      title={say("title", "Create your account to pay")}
      className="sign-up-to-pay"
      onClose={onClose}
      actions={
        <button type="button" className="link-button" onClick={onClose}>
          {say("notNow", "Not now")}
        </button>
      }
    >
      <p>
        {seat
          ? say(
              "whySeat",
              "Your seat, its invoice and the link to join the webinar belong to an Investar account. Create it here and pay straight away: we keep your seat, and your receipt carries the link to confirm your email.",
            )
          : say(
              "why",
              "Your subscription, its invoice and its licence belong to an Investar account. Create it here and pay straight away: we keep your selection, and your receipt carries the link to confirm your email.",
            )}
      </p>
      {offerLogin ? (
        <p>
          {say("already", "Already a customer?")} <Link to={i18n.href(links.login)}>{say("login", "Log in to pay")}</Link>
        </p>
      ) : null}
      {pendingProof ? (
        <SocialConsentStep
          provider={pendingProof.provider === "google" ? "Google" : "Facebook"}
          complete={async (consent) => {
            const outcome = await signInWith(pendingProof, { kind: "sign-up-to-pay", returnTo }, consent);
            if (outcome.kind === "second-factor") void navigate(links.login);
            else signedIn();
          }}
        />
      ) : social ? (
        <SocialLoginButtons
          {...social}
          // Both providers create a buyer's account here, as the form does: no trial, no activation mail.
          intent={{ kind: "sign-up-to-pay", returnTo }}
          onLoggedIn={signedIn}
          // An account with an authenticator: its code step is on the login page, which comes back here.
          onSecondFactor={() => void navigate(links.login)}
          onEmailNotFound={() => void navigate(links.signUp)}
          onNeedsConsent={setPendingProof}
        />
      ) : null}
      <ChoiceGroup legend={say("ways", "Or sign up with")} name="sign-up-way" choices={ways} value={way} onChange={setWay} />
      {/* A new way is a fresh form: a code sent one way is not typed for another. */}
      <SignUpToPayForm key={way} way={way} loginHref={links.login} onSignedIn={signedIn} />
      <p className="sign-up-to-pay__trial">
        {say("trial", "Want to try Investar first?")}{" "}
        <Link to={i18n.href(links.signUp)}>{say("trialLink", "Start the 7-day free trial")}</Link> {say("trialAfter", "instead.")}
      </p>
    </ModalDialog>
  );
}
