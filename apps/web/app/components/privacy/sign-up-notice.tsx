import type { MarketingMailKind } from "@investar/core";
import {
  MARKETING_CONSENT_KINDS,
  NOTICE_PURPOSES,
  PRIVACY_NOTICE_PATH,
  PRIVACY_NOTICE_VERSION,
  marketingConsentLabels,
  privacyConsentMessages,
} from "@investar/core/privacy-consent";
import { useState } from "react";
import { Link } from "react-router";
import { fieldErrorText } from "../../i18n/field-error-text.ts";
import { useI18n } from "../../i18n/page-locale.ts";
import { richText, slots } from "../../i18n/rich-text.tsx";
import { translatedOr } from "../../i18n/translated-or.ts";
import "../../styles/privacy.css";

/** What a sign-up form holds of the notice: the 18+ declaration and the marketing kinds ticked (none to begin with). */
export interface SignUpConsent {
  ageConfirmed: boolean;
  kinds: MarketingMailKind[];
}

export const NO_CONSENT: SignUpConsent = { ageConfirmed: false, kinds: [] };

/** The notice's fields as the registration calls take them (docs/business-rules.md#privacy-notice). */
export const consentBody = (consent: SignUpConsent) => ({ AgeConfirmed: consent.ageConfirmed, MarketingKinds: consent.kinds });

/**
 * The sign-up form's state of the notice, and the refusal shown under the 18+ box when a sign-up is sent without it;
 * `check()` says whether the sign-up may go (and shows the refusal when not).
 */
export function useSignUpConsent() {
  const [consent, setConsent] = useState<SignUpConsent>(NO_CONSENT);
  const [ageError, setAgeError] = useState<string | null>(null);
  return {
    consent,
    ageError,
    /** A server refusal of the declaration, shown under its box. */
    refuse: (message: string) => setAgeError(message),
    check(): boolean {
      if (consent.ageConfirmed) return true;
      setAgeError(privacyConsentMessages.ageRequired);
      return false;
    },
    onAge(checked: boolean) {
      setConsent((current) => ({ ...current, ageConfirmed: checked }));
      if (checked) setAgeError(null);
    },
    onKind(kind: MarketingMailKind, checked: boolean) {
      setConsent((current) => ({
        ...current,
        kinds: checked ? [...current.kinds.filter((k) => k !== kind), kind] : current.kinds.filter((k) => k !== kind),
      }));
    },
  };
}

/**
 * docs/business-rules.md#privacy-notice: the short notice every sign-up shows — the purposes itemised, the full notice a click
 * away, the 18+ declaration that must be ticked, and each kind of marketing mail as its own box, never ticked for the visitor.
 * Without handlers the boxes are plain form fields (named ageConfirmed and marketingKinds) for a page served without React.
 */
export function SignUpNotice(props: {
  idPrefix: string;
  value?: SignUpConsent;
  ageError?: string | null;
  onAge?(checked: boolean): void;
  onKind?(kind: MarketingMailKind, checked: boolean): void;
  /** A form posted without a script and refused (ADR 0058): the boxes as the visitor left them, and the 18+ box's refusal. */
  sent?: { consent: SignUpConsent; ageError: string | null };
}) {
  const { idPrefix, value, sent } = props;
  const ageError = props.ageError ?? sent?.ageError ?? null;
  const ageId = `${idPrefix}-age`;
  // In the page's language when its loader sent auth.signUpNotice.* (i18n/auth-messages.server.ts), else core's English words.
  const text = useI18n();
  const say = (key: string, english: string, values?: Record<string, unknown>) =>
    translatedOr(text, `auth.signUpNotice.${key}`, english, values);
  return (
    <fieldset className="sign-up-notice" data-sign-up-notice="">
      <legend>{say("legend", "Your data and your choices")}</legend>
      <p className="sign-up-notice__lead">{say("lead", "We use your details only for:")}</p>
      <ul className="sign-up-notice__purposes">
        {NOTICE_PURPOSES.map((purpose) => (
          <li key={purpose.key}>{say(`purpose.${purpose.key}`, purpose.text)}</li>
        ))}
      </ul>
      <p className="sign-up-notice__full">
        {richText(
          say("full", "{link} (version {version}): what we keep, for how long, and your rights.", {
            ...slots("link"),
            version: PRIVACY_NOTICE_VERSION,
          }).replace("{version}", PRIVACY_NOTICE_VERSION),
          {
            link: (
              <Link to={text.href(PRIVACY_NOTICE_PATH)} target="_blank">
                {say("fullLink", "Read the full privacy notice")}
              </Link>
            ),
          },
        )}
      </p>
      <label className="sign-up__consent">
        <input
          type="checkbox"
          id={ageId}
          name="ageConfirmed"
          aria-invalid={ageError ? true : undefined}
          aria-describedby={`${ageId}-error`}
          {...(props.onAge
            ? { checked: value?.ageConfirmed ?? false, onChange: (e) => props.onAge!(e.target.checked) }
            : { defaultChecked: sent?.consent.ageConfirmed })}
        />
        <span>
          {say("age", privacyConsentMessages.ageConfirmText)}{" "}
          <span className="sign-up-notice__required">{say("required", "(required)")}</span>
        </span>
      </label>
      <p id={`${ageId}-error`} className="field__error" role="alert" hidden={!ageError} data-age-error="">
        {fieldErrorText(text, ageError ?? privacyConsentMessages.ageRequired)}
      </p>
      <p className="sign-up-notice__lead">
        {say("kindsLead", "Email me, if I tick it (optional; you can change it any time on My privacy):")}
      </p>
      <div className="sign-up-notice__kinds">
        {MARKETING_CONSENT_KINDS.map((kind) => (
          <label key={kind} className="sign-up__consent">
            <input
              type="checkbox"
              name="marketingKinds"
              value={kind}
              {...(props.onKind
                ? { checked: value?.kinds.includes(kind) ?? false, onChange: (e) => props.onKind!(kind, e.target.checked) }
                : { defaultChecked: sent?.consent.kinds.includes(kind) })}
            />
            {say(`kind.${kind}`, marketingConsentLabels[kind])}
          </label>
        ))}
      </div>
    </fieldset>
  );
}
