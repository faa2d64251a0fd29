import { MOBILE_HINT, MOBILE_INPUT_MAX_LENGTH, NAME_HINT } from "@investar/core";
import type { MarketingMailKind } from "@investar/core";
import type { ChangeEventHandler, FocusEventHandler, FormEventHandler, ReactNode } from "react";
import { Link } from "react-router";
import { FormField } from "../form-field.tsx";
import { useHydrated } from "../../lib/use-hydrated.ts";
import { SignUpNotice, type SignUpConsent } from "../privacy/sign-up-notice.tsx";
import { useI18n } from "../../i18n/page-locale.ts";
import { richText, slots } from "../../i18n/rich-text.tsx";
import { translatedOr } from "../../i18n/translated-or.ts";

/**
 * The form's texts in the page's language when its loader sent them (auth.signUpForm.*, i18n/auth-messages.server.ts), else
 * the English ones below, which are the catalogue's English too (docs/adr/0059-hindi-with-lingui.md).
 */
function useSignUpText() {
  const text = useI18n();
  return {
    href: text.href,
    say: (key: string, english: string, values?: Record<string, unknown>) => translatedOr(text, `auth.signUpForm.${key}`, english, values),
  };
}

/**
 * The markup of docs/business-rules.md#sign-up-form 'Sign up for Free Trial', shared by the React form (sign-up-form.tsx)
 * and the one a page without React renders for enhance/sign-up-form.js (static-sign-up-form.tsx): the same texts, ids and
 * labels either way. Handlers and values are optional; the script finds the fields by these ids.
 */
export const SIGN_UP_FIELD_IDS = { email: "signup-email", name: "signup-name", mobile: "signup-mobile" } as const;

type Input = {
  value?: string;
  defaultValue?: string;
  error?: string | null;
  onChange?: ChangeEventHandler<HTMLInputElement>;
  onBlur?: FocusEventHandler<HTMLInputElement>;
};

export function SignUpCard({
  lockedEmail,
  children,
  ...data
}: {
  lockedEmail: string | null;
  children: ReactNode;
  [key: `data-${string}`]: string;
}) {
  const { say, href } = useSignUpText();
  return (
    <div className="card sign-up" {...data}>
      <h2 className="sign-up__title">{say("title", "Sign up for Free Trial")}</h2>
      {lockedEmail ? (
        <p className="notice notice--info">
          {richText(
            say(
              "lockedEmail",
              "You are signing up with your Google account {email}. Add your name and mobile number to start the trial.",
              slots("email"),
            ),
            { email: <strong>{lockedEmail}</strong> },
          )}
        </p>
      ) : null}
      {children}
      <p className="sign-up__legal">
        {richText(say("legal", "By signing up, you agree to the {terms} and {privacy}.", slots("terms", "privacy")), {
          terms: <Link to={href("/investar/terms-and-conditions")}>{say("terms", "Terms of Service")}</Link>,
          privacy: <Link to={href("/investar/privacy-policy")}>{say("privacy", "Privacy Policy")}</Link>,
        })}
      </p>
    </div>
  );
}

/** Where a registered address logs in: back to where the visitor was going (docs/business-rules.md#sign-up-prefill, the basket). */
export const loginPath = (returnUrl: string | null | undefined) =>
  returnUrl ? `/user/login?returnUrl=${encodeURIComponent(returnUrl)}` : "/user/login";

/** Step 1: the email, checked against existing accounts before step 2. */
export function EmailStep(props: {
  email: Input;
  locked: boolean;
  registered: boolean;
  checking: boolean;
  returnUrl?: string | null;
  onSubmit?: FormEventHandler;
  /** The page has the form's action (ADR 0058): the browser may post it itself, before or without any script. */
  posts?: boolean;
}) {
  // Until a script runs the form (React's, or enhance/sign-up-form.js on a static page, which enables it), the browser's own submission
  // would only reload the page, unless the page takes the post.
  const live = useHydrated() || props.posts === true;
  const { say, href } = useSignUpText();
  const checking = say("checking", "Checking…");
  return (
    <StepForm step="email" label={say("step1", "Sign up, step 1 of 2")} posts={props.posts} onSubmit={props.onSubmit}>
      <FormField
        id={SIGN_UP_FIELD_IDS.email}
        label={say("email", "Email")}
        type="email"
        autoComplete="email"
        maxLength={45}
        readOnly={props.locked}
        {...props.email}
      />
      <p className="field__hint" hidden={!props.registered} data-registered-hint="">
        {richText(say("registeredHint", "{login} or {recover}.", slots("login", "recover")), {
          login: <Link to={href(loginPath(props.returnUrl))}>{say("logIn", "Log in")}</Link>,
          recover: <Link to={href("/my-investar/password-recovery")}>{say("recover", "recover your password")}</Link>,
        })}
      </p>
      <button type="submit" className="button button--primary sign-up__action" disabled={!live || props.checking} data-busy-text={checking}>
        {props.checking ? checking : say("next", "Next")}
      </button>
    </StepForm>
  );
}

/**
 * A step's form. When the page takes its post, a plain POST to the page's own address, which keeps its query (the prefill),
 * saying which step it is.
 */
function StepForm(props: { step: "email" | "details"; label: string; posts?: boolean; onSubmit?: FormEventHandler; children: ReactNode }) {
  const form = `signup-${props.step}`;
  const posted = props.posts ? { method: "post", "data-posts": form, id: `${form}-form` } : {};
  return (
    <form onSubmit={props.onSubmit} noValidate aria-label={props.label} data-step={props.step} {...posted}>
      {props.posts ? <input type="hidden" name="form" value={form} /> : null}
      {props.children}
    </form>
  );
}

/** Step 2: name, mobile and the notice (docs/business-rules.md#privacy-notice): the 18+ declaration and each marketing kind, never presumed. */
export function DetailsStep(props: {
  email: string;
  locked: boolean;
  name: Input;
  mobile: Input;
  /** The notice's boxes; without it they are plain fields for enhance/sign-up-form.js. */
  consent?: {
    value: SignUpConsent;
    ageError: string | null;
    onAge(checked: boolean): void;
    onKind(kind: MarketingMailKind, checked: boolean): void;
  };
  valid: boolean;
  submitting: boolean;
  onBack?(): void;
  onSubmit?: FormEventHandler;
  /** As EmailStep's: the page takes the post; the email chosen in step 1 goes with it. */
  posts?: boolean;
  /** Posted without a script and refused: the notice's boxes as they were sent, and the refusal of the 18+ box. */
  sent?: { consent: SignUpConsent; ageError: string | null };
}) {
  const { say } = useSignUpText();
  const busy = say("busy", "Signing up…");
  return (
    <StepForm step="details" label={say("step2", "Sign up, step 2 of 2")} posts={props.posts} onSubmit={props.onSubmit}>
      {props.posts ? <input type="hidden" name={SIGN_UP_FIELD_IDS.email} value={props.email} data-chosen-email-field="" /> : null}
      <div className="sign-up__chosen">
        <span>
          {richText(say("signingUpAs", "Signing up as {email}", slots("email")), {
            email: <strong data-chosen-email="">{props.email}</strong>,
          })}
        </span>
        {props.locked ? null : (
          <button type="button" className="button button--ghost" onClick={props.onBack} data-back="">
            {say("back", "Back")}
          </button>
        )}
      </div>
      <FormField
        id={SIGN_UP_FIELD_IDS.name}
        label={say("name", "Full name")}
        autoComplete="name"
        maxLength={60}
        hint={say("nameHint", NAME_HINT)}
        {...props.name}
      />
      <FormField
        id={SIGN_UP_FIELD_IDS.mobile}
        label={say("mobile", "Mobile number")}
        type="tel"
        inputMode="numeric"
        // "tel", not "tel-national", which HTML allows on text inputs only; a saved "+91 …" is what the mobile rule takes anyway.
        autoComplete="tel"
        prefix="+91"
        hint={say("mobileHint", MOBILE_HINT)}
        maxLength={MOBILE_INPUT_MAX_LENGTH}
        {...props.mobile}
      />
      <SignUpNotice idPrefix="signup" {...props.consent} sent={props.sent} />
      <button
        type="submit"
        className="button button--accent sign-up__action"
        disabled={!props.valid || props.submitting}
        aria-busy={props.submitting}
        data-busy-text={busy}
      >
        {props.submitting ? busy : say("submit", "Sign Up")}
      </button>
    </StepForm>
  );
}
