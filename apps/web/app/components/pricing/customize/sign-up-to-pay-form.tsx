import { lazyEndpoint } from "@investar/contract/lazy-endpoint";
import {
  MOBILE_HINT,
  MOBILE_INPUT_MAX_LENGTH,
  NAME_HINT,
  normalizeMobile,
  userFromToken,
  validateEmail,
  validateMobile,
  validateName,
  validateNewPassword,
} from "@investar/core";
import { useState, type FormEvent } from "react";
import { Link } from "react-router";
import { callEndpoint } from "../../../lib/call-endpoint.ts";
import { rememberUser } from "../../../lib/client-session.ts";
import { useForm } from "../../../lib/forms/use-form.ts";
import { useRootData } from "../../../lib/root-data.ts";
import { FormField, SubmitButton } from "../../form-field.tsx";
import { consentBody, SignUpNotice, useSignUpConsent } from "../../privacy/sign-up-notice.tsx";
import { SentCodeField } from "../../account/sent-code-field.tsx";

const signUpToPay = lazyEndpoint(() => import("@investar/contract/accounts/sign-up-to-pay"), "signUpToPay");
const sendSignUpCode = lazyEndpoint(() => import("@investar/contract/accounts/send-sign-up-code"), "sendSignUpCode");
const confirmSignUpCode = lazyEndpoint(() => import("@investar/contract/accounts/confirm-sign-up-code"), "confirmSignUpCode");

/** How the visitor proves who they are at the checkout: a code to the mobile, a code to the email, or a new password. */
export type SignUpWay = "sms" | "email" | "password";

/** The answer's code for an address that has an account (the server's register-buyer.ts): the form offers to log in. */
const EMAIL_REGISTERED = "EmailRegistered";

/**
 * docs/business-rules.md#sign-up-to-pay: name, email and mobile (what every sign-up asks), then either a new password, or a 5-digit
 * code sent by SMS or email and typed here. Either way the account is signed in at once (`onSignedIn`), without leaving the page.
 * Refusals are said inside the dialog (a toast would sit behind it); an address that has an account is offered the login link,
 * which keeps the basket.
 */
export function SignUpToPayForm({ way, loginHref, onSignedIn }: { way: SignUpWay; loginHref: string; onSignedIn(): void }) {
  const { vendorEmailDomain } = useRootData();
  // docs/business-rules.md#privacy-notice: the 18+ declaration and each marketing kind, ticked by the visitor.
  const notice = useSignUpConsent();
  const [registered, setRegistered] = useState(false);
  const [sent, setSent] = useState<string | null>(null);
  const details = useForm({
    initial: { name: "", email: "", mobile: "", password: "" },
    checkOnBlur: true,
    fieldNames: { FullName: "name", Email: "email", MobileNo: "mobile", Password: "password" },
    report: (failure) => {
      setRegistered(failure.code === EMAIL_REGISTERED);
      return failure.message;
    },
    validate: ({ name, email, mobile, password }) => ({
      name: validateName(name),
      email: validateEmail(email, vendorEmailDomain),
      mobile: validateMobile(mobile),
      password: way === "password" ? validateNewPassword(password) : null,
    }),
  });
  const code = useForm({
    initial: { code: "" },
    fieldNames: { Code: "code" },
    report: (failure) => failure.message,
    validate: ({ code }) => ({ code: /^\d{5}$/.test(code.trim()) ? null : "Enter the 5-digit code we sent you." }),
  });

  const signedIn = (token: string) => {
    rememberUser(userFromToken(token));
    onSignedIn();
  };

  const submitDetails = async (event: FormEvent) => {
    event.preventDefault();
    setRegistered(false);
    if (!notice.check()) return;
    const body = (v: typeof details.values) => ({
      FullName: v.name.trim(),
      Email: v.email.trim(),
      MobileNo: normalizeMobile(v.mobile),
      ...consentBody(notice.consent),
    });
    if (way === "password") {
      const answer = await details.submit((v) => callEndpoint(signUpToPay, { body: { ...body(v), Password: v.password } }));
      if (answer) signedIn(answer.tokenString);
      return;
    }
    const answer = await details.submit((v) => callEndpoint(sendSignUpCode, { body: { ...body(v), Via: way } }));
    if (answer) {
      code.reset({ code: "" });
      setSent(answer.message);
    }
  };

  const submitCode = async (event: FormEvent) => {
    event.preventDefault();
    const answer = await code.submit((v) =>
      callEndpoint(confirmSignUpCode, { body: { Email: details.values.email.trim(), Code: v.code.trim() } }),
    );
    if (answer) signedIn(answer.tokenString);
  };

  if (sent && way !== "password") {
    return (
      <form onSubmit={submitCode} noValidate aria-label="Enter your code" className="sign-up-to-pay__form">
        <p role="status">{sent}</p>
        <SentCodeField id="sign-up-to-pay-code" label="5-digit code" {...code.field("code")} />
        {code.error ? (
          <p className="field__error" role="alert">
            {code.error}
          </p>
        ) : null}
        <SubmitButton busy={code.busy} busyLabel="Checking…" className="button button--accent sign-up-to-pay__action">
          Continue to payment
        </SubmitButton>
        <p className="sign-up-to-pay__resend">
          No code?{" "}
          <button type="button" className="link-button" onClick={() => setSent(null)}>
            Check your details or send a new code
          </button>
        </p>
      </form>
    );
  }

  return (
    <form onSubmit={submitDetails} noValidate aria-label="Your account" className="sign-up-to-pay__form">
      <FormField
        id="sign-up-to-pay-name"
        label="Full name"
        autoComplete="name"
        maxLength={60}
        hint={NAME_HINT}
        {...details.field("name")}
      />
      <FormField id="sign-up-to-pay-email" label="Email" type="email" autoComplete="email" maxLength={45} {...details.field("email")} />
      <FormField
        id="sign-up-to-pay-mobile"
        label="Mobile number"
        type="tel"
        inputMode="numeric"
        autoComplete="tel"
        prefix="+91"
        hint={MOBILE_HINT}
        maxLength={MOBILE_INPUT_MAX_LENGTH}
        {...details.field("mobile")}
      />
      {way === "password" ? (
        <FormField
          id="sign-up-to-pay-password"
          label="Choose a password"
          type="password"
          autoComplete="new-password"
          maxLength={128}
          hint="At least 8 characters, with letters and at least one digit."
          {...details.field("password")}
        />
      ) : null}
      <SignUpNotice
        idPrefix="sign-up-to-pay"
        value={notice.consent}
        ageError={notice.ageError}
        onAge={notice.onAge}
        onKind={notice.onKind}
      />
      {details.error ? (
        <p className="field__error" role="alert">
          {details.error}
          {registered ? (
            <>
              {" "}
              <Link to={loginHref}>Log in</Link>
            </>
          ) : null}
        </p>
      ) : null}
      <SubmitButton
        busy={details.busy}
        busyLabel={way === "password" ? "Creating your account…" : "Sending…"}
        className="button button--accent sign-up-to-pay__action"
      >
        {way === "password" ? "Create account and continue" : way === "sms" ? "Send code by SMS" : "Send code by email"}
      </SubmitButton>
    </form>
  );
}
