import { lazyEndpoint } from "@investar/contract/lazy-endpoint";
import { safeReturnPath, userFromToken } from "@investar/core";
import { useState } from "react";
import { Link } from "react-router";
import { toast } from "../lib/toast.ts";
import type { Route } from "./+types/confirm-email";
import { NewPasswordForm } from "../components/account/new-password-form.tsx";
import { appContext } from "../load-context.ts";
import { callEndpoint } from "../lib/call-endpoint.ts";
import { isSecondFactorChallenge } from "../lib/second-factor.ts";
import { useCall } from "../lib/use-call.ts";
import { rememberUser, setEmailChangedMarker } from "../lib/client-session.ts";
import { pageMeta, publicUrlFrom } from "../lib/page-meta.ts";
import "../styles/account-forms.css";

const resendActivationLink = lazyEndpoint(() => import("@investar/contract/accounts/resend-activation-link"), "resendActivationLink");
const setPassword = lazyEndpoint(() => import("@investar/contract/accounts/set-password"), "setPassword");

export async function loader({ request, context }: Route.LoaderArgs) {
  const search = new URL(request.url).searchParams;
  const token = search.get("id") ?? "";
  // Where the customer was going when they signed up (docs/business-rules.md#sign-up-prefill); only ever a path on this site.
  const returnUrl = safeReturnPath(search.get("returnUrl"), null);
  if (token.length < 20)
    return {
      token,
      returnUrl,
      result: { ok: false as const, message: "This activation link is incomplete. Open the link from the mail again." },
    };
  return { token, returnUrl, result: await context.get(appContext).services.confirmEmail(token) };
}

const loginHref = (returnUrl: string | null) => (returnUrl ? `/user/login?returnUrl=${encodeURIComponent(returnUrl)}` : "/user/login");

export function meta({ matches }: Route.MetaArgs) {
  return pageMeta({
    title: "Activate your account | Investar",
    description: "Confirm your email and choose a password.",
    path: "/confirm-email",
    publicUrl: publicUrlFrom(matches),
    noindex: true,
  });
}

/** docs/business-rules.md#dead-end-links: a dead activation link offers a fresh one right there; the link names its account. */
function EmailNewLink({ token, returnUrl }: { token: string; returnUrl: string | null }) {
  const { busy, error, send } = useCall();
  const [sent, setSent] = useState<string | null>(null);
  if (sent) return <p role="status">{sent}</p>;
  return (
    <>
      <button
        type="button"
        className="button button--accent"
        disabled={busy}
        aria-busy={busy}
        onClick={async () => {
          const answer = await send(() => callEndpoint(resendActivationLink, { body: { token, returnUrl: returnUrl ?? undefined } }));
          if (answer.ok) setSent(answer.data.message);
        }}
      >
        {busy ? "Sending…" : "Email me a new link"}
      </button>
      {error ? (
        <p className="field__error" role="alert">
          {error}
        </p>
      ) : null}
    </>
  );
}

export default function ConfirmEmail({ loaderData }: Route.ComponentProps) {
  const { token, result, returnUrl } = loaderData;
  if (!result.ok) {
    return (
      <div className="auth-page auth-page--single">
        <div className="card auth-card">
          <h1>This link can't be used</h1>
          <p>{result.message}</p>
          {token.length >= 20 ? <EmailNewLink token={token} returnUrl={returnUrl} /> : null}
          <div className="button-row">
            <Link to={loginHref(returnUrl)} className="button button--primary">
              Log in
            </Link>
            <Link to="/my-investar/password-recovery" className="button button--ghost">
              Reset password
            </Link>
          </div>
        </div>
      </div>
    );
  }
  if (result.kind === "email-change") {
    return (
      <div className="auth-page auth-page--single">
        <div className="card auth-card">
          <h1>Your new email address is verified</h1>
          <p>
            Thank you, {result.name}. Your account now uses <strong>{result.email}</strong>. Log in with this address and your existing
            password: it has not changed.
          </p>
          <Link to="/user/login" className="button button--primary" onClick={() => setEmailChangedMarker(null)}>
            Log in
          </Link>
        </div>
      </div>
    );
  }
  if (result.hasPassword) {
    return (
      <div className="auth-page auth-page--single">
        <div className="card auth-card">
          <h1>Your email is verified</h1>
          <p>
            Thank you, {result.name}. <strong>{result.email}</strong> is confirmed. Log in with your password to continue.
          </p>
          <Link to={loginHref(returnUrl)} className="button button--primary" onClick={() => setEmailChangedMarker(null)}>
            Log in
          </Link>
        </div>
      </div>
    );
  }
  return <ChoosePassword token={token} email={result.email} name={result.name} returnUrl={returnUrl} />;
}

function ChoosePassword({ token, email, name, returnUrl }: { token: string; email: string; name: string; returnUrl: string | null }) {
  const activate = async (password: string) => {
    const result = await callEndpoint(setPassword, { body: { id: token, password } });
    if (!result.ok) return result;
    const answer = result.data;
    if (isSecondFactorChallenge(answer)) {
      // An account with an authenticator (staff who signed up with Google or Facebook): its code step is on the login page.
      toast.success("Your password is set. Log in with it and the code from your authenticator app.");
      window.location.assign("/user/login");
      return result;
    }
    rememberUser(userFromToken(answer.tokenString));
    setEmailChangedMarker(null);
    toast.success("Your account is active. Welcome to Investar!");
    // Back to what they were doing before signing up (a selection to pay for), else to the download.
    window.location.assign(returnUrl ?? "/investar/download");
    return result;
  };

  return (
    <div className="auth-page auth-page--single">
      <div className="card auth-card">
        <h1>Choose your password</h1>
        <p>
          Welcome, {name}. Your email <strong>{email}</strong> is verified. Choose a password to finish activating your account
          {returnUrl ? ", and we take you back to where you were" : ""}.
        </p>
        <NewPasswordForm submitLabel="Activate my account" busyLabel="Saving…" onSubmit={activate} />
      </div>
    </div>
  );
}
