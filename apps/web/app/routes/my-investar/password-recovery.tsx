import { lazyEndpoint } from "@investar/contract/lazy-endpoint";
import { userFromToken, validateEmail } from "@investar/core";
import { useState, type FormEvent } from "react";
import { Link, useSearchParams } from "react-router";
import { toast } from "../../lib/toast.ts";
import type { Route } from "./+types/password-recovery";
import { NewPasswordForm } from "../../components/account/new-password-form.tsx";
import { FormField, SubmitButton } from "../../components/form-field.tsx";
import { LimitNotice } from "../../components/limit-notice.tsx";
import { callEndpoint } from "../../lib/call-endpoint.ts";
import { useForm } from "../../lib/forms/use-form.ts";
import { isSecondFactorChallenge } from "../../lib/second-factor.ts";
import { SecondFactorForm } from "../../components/account/second-factor-form.tsx";
import { rememberUser } from "../../lib/client-session.ts";
import { pageMeta, publicUrlFrom } from "../../lib/page-meta.ts";
import { useRootData } from "../../lib/root-data.ts";
import { appContext } from "../../load-context.ts";
import "../../styles/account-forms.css";

const passwordRecovery = lazyEndpoint(() => import("@investar/contract/accounts/password-recovery"), "passwordRecovery");
const resetPassword = lazyEndpoint(() => import("@investar/contract/accounts/reset-password"), "resetPassword");

export function meta({ matches }: Route.MetaArgs) {
  return [
    ...pageMeta({
      title: "Password recovery | Investar",
      description: "Forgot your Investar password? Get a link by email to choose a new one.",
      path: "/my-investar/password-recovery",
      publicUrl: publicUrlFrom(matches),
      noindex: true,
    }),
    // With `?id=` the URL holds a reset token: never send it to another site as a referrer.
    { name: "referrer", content: "no-referrer" },
  ];
}

/** A spent or expired link is told apart when the page opens, not after two passwords are typed (docs/business-rules.md#dead-end-links). */
export async function loader({ request, context }: Route.LoaderArgs) {
  const token = new URL(request.url).searchParams.get("id");
  return { linkLive: token ? await context.get(appContext).services.isResetLinkLive(token) : null };
}

/** Without `id`: ask for the link. With `id` (from the mail): choose the new password, if the link still works. */
export default function PasswordRecovery({ loaderData }: Route.ComponentProps) {
  const [search] = useSearchParams();
  const token = search.get("id");
  if (token && loaderData.linkLive === false) {
    return (
      <div className="auth-page auth-page--single">
        <div className="notice notice--warning" role="alert">
          <p>This password reset link has expired or was already used. Ask for a new one below.</p>
        </div>
        <RequestResetLink />
      </div>
    );
  }
  return <div className="auth-page auth-page--single">{token ? <ChooseNewPassword token={token} /> : <RequestResetLink />}</div>;
}

function RequestResetLink() {
  const { vendorEmailDomain } = useRootData();
  const [sentMessage, setSentMessage] = useState<string | null>(null);
  const form = useForm({
    initial: { userId: "" },
    validate: ({ userId }) => {
      const value = userId.trim();
      // A user id is digits; anything else must be an email address (docs/business-rules.md#email-rules's rules and messages).
      return { userId: !value ? "Enter your email or user id." : /^\d+$/.test(value) ? null : validateEmail(value, vendorEmailDomain) };
    },
  });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const answer = await form.submit(({ userId }) => callEndpoint(passwordRecovery, { query: { userId: userId.trim() } }));
    if (answer) setSentMessage(answer.message);
  };

  if (sentMessage) {
    return (
      <div className="card auth-card">
        <h1>Check your email</h1>
        <p role="status">{sentMessage}</p>
        <p>Didn't get it? Look in your spam folder, or make sure you typed the address or user id you signed up with.</p>
        <div className="button-row">
          <Link to="/user/login" className="button button--primary">
            Back to log in
          </Link>
          <button type="button" className="button button--ghost" onClick={() => setSentMessage(null)}>
            Try again
          </button>
        </div>
      </div>
    );
  }

  return (
    <div className="card auth-card">
      <h1>Forgot your password?</h1>
      <p>Enter the email address or user id of your account. We will email you a link to choose a new password.</p>
      <form onSubmit={submit} noValidate>
        <FormField id="recovery-login-name" label="Email or user id" autoComplete="username" {...form.field("userId")} />
        <SubmitButton className="button button--primary auth-card__submit" busy={form.busy} busyLabel="Sending…">
          Email me a reset link
        </SubmitButton>
      </form>
      <LimitNotice message={form.error} />
      <p className="auth-card__links">
        <Link to="/user/login">Back to log in</Link>
      </p>
    </div>
  );
}

function ChooseNewPassword({ token }: { token: string }) {
  const [error, setError] = useState<string | null>(null);
  const [challenge, setChallenge] = useState<string | null>(null);

  const save = async (password: string) => {
    setError(null);
    const result = await callEndpoint(resetPassword, { body: { id: token, password } });
    if (!result.ok) return result;
    const answer = result.data;
    // The password is changed, but a mailbox is not a second factor: an account with an authenticator still needs its code.
    if (isSecondFactorChallenge(answer)) {
      setChallenge(answer.challenge);
      return result;
    }
    rememberUser(userFromToken(answer.tokenString));
    toast.success("Your password is changed. You are logged in.");
    // A full load, so the navigation bar and every loader see the new session.
    window.location.assign("/my-investar/my-profile");
    return result;
  };

  return (
    <div className="card auth-card">
      <h1>Choose a new password</h1>
      {challenge ? (
        <>
          <p>Your password is changed.</p>
          <SecondFactorForm
            challenge={challenge}
            onSignedIn={() => window.location.assign("/my-investar/my-profile")}
            onStartAgain={() => window.location.assign("/user/login")}
          />
        </>
      ) : (
        <>
          <p>Your new password replaces the old one, and you are logged out everywhere else.</p>
          <NewPasswordForm
            submitLabel="Save and log in"
            busyLabel="Saving…"
            onSubmit={save}
            // The refusal stays in the form, with the way to a new link.
            report={(failure) => {
              setError(failure.message);
              return null;
            }}
          >
            {error ? (
              <div className="notice notice--warning" role="alert">
                <p>{error}</p>
                <p>
                  <Link to="/my-investar/password-recovery">Ask for a new link</Link>
                </p>
              </div>
            ) : null}
          </NewPasswordForm>
        </>
      )}
    </div>
  );
}
