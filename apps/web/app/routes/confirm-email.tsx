import { safeReturnPath } from "@investar/core";
import { Link } from "react-router";
import type { Route } from "./+types/confirm-email";
import type { RouteHandle } from "../root.tsx";
import { StaticNewPasswordForm } from "../components/account/static-new-password-form.tsx";
import { InlineScript } from "../components/inline-script.tsx";
import confirmEmailScript from "../enhance/confirm-email.js?enhance";
import { appContext } from "../load-context.ts";
import { callFromForm, failureOf, invalid, redirectWith, type FormOutcome } from "../lib/forms/form-action.ts";
import { checkNewPassword } from "../lib/forms/new-password-action.ts";
import { isSecondFactorChallenge } from "../lib/second-factor.ts";
import { pageMeta, publicUrlFrom } from "../lib/page-meta.ts";
import "../styles/account-forms.css";

/**
 * Served without React (ADR 0058): the password is chosen, and a dead link's new one asked for, by forms that post to this page;
 * its small script checks the password first and clears the email-change marker.
 */
export const handle: RouteHandle = { hydrate: false };

/** The page's two forms: the password that activates the account, and "Email me a new link" for a dead one. */
export async function action({ request, context }: Route.ActionArgs) {
  const app = context.get(appContext);
  const search = new URL(request.url).searchParams;
  const token = search.get("id") ?? "";
  const returnUrl = safeReturnPath(search.get("returnUrl"), null);
  const form = await request.formData();
  if (form.get("form") === "new-link") {
    const answer = await callFromForm(app, { path: "auth/ResendActivationLink", body: { token, returnUrl: returnUrl ?? undefined } });
    if (!answer.ok) return invalid("new-link", {}, failureOf(answer).message);
    const sent: FormOutcome = { form: "new-link", values: {}, message: null, fields: {}, done: answer.data as { message: string } };
    return sent;
  }
  const checked = checkNewPassword("set-password", form);
  if ("refusal" in checked) return checked.refusal;
  const answer = await callFromForm(app, { path: "auth/SetPassword", body: { id: token, password: checked.password } });
  if (!answer.ok) return invalid("set-password", {}, failureOf(answer).message);
  // An account with an authenticator (staff who signed up with Google or Facebook): its code step is on the login page.
  if (isSecondFactorChallenge(answer.data)) return redirectWith("/user/login", answer);
  // Back to what they were doing before signing up (a selection to pay for), else to the download.
  return redirectWith(returnUrl ?? "/investar/download", answer);
}

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
function EmailNewLink({ outcome }: { outcome?: FormOutcome | null }) {
  const mine = outcome?.form === "new-link" ? outcome : null;
  if (mine?.done) return <p role="status">{String(mine.done.message)}</p>;
  return (
    <form method="post" data-busy-form="">
      <input type="hidden" name="form" value="new-link" />
      <button type="submit" className="button button--accent" data-busy-text="Sending…">
        Email me a new link
      </button>
      {mine?.message ? (
        <p className="field__error" role="alert">
          {mine.message}
        </p>
      ) : null}
    </form>
  );
}

export default function ConfirmEmail({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <>
      <ConfirmEmailCard loaderData={loaderData} actionData={actionData} />
      <InlineScript source={confirmEmailScript} />
    </>
  );
}

function ConfirmEmailCard({ loaderData, actionData }: Pick<Route.ComponentProps, "loaderData" | "actionData">) {
  const { token, result, returnUrl } = loaderData;
  if (!result.ok) {
    return (
      <div className="auth-page auth-page--single">
        <div className="card auth-card">
          <h1>This link can't be used</h1>
          <p>{result.message}</p>
          {token.length >= 20 ? <EmailNewLink outcome={actionData} /> : null}
          <div className="button-row">
            <Link to={loginHref(returnUrl)} className="button button--primary" data-email-verified="">
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
          <Link to="/user/login" className="button button--primary" data-email-verified="">
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
          <Link to={loginHref(returnUrl)} className="button button--primary" data-email-verified="">
            Log in
          </Link>
        </div>
      </div>
    );
  }
  return <ChoosePassword email={result.email} name={result.name} returnUrl={returnUrl} outcome={actionData} />;
}

function ChoosePassword({
  email,
  name,
  returnUrl,
  outcome,
}: {
  email: string;
  name: string;
  returnUrl: string | null;
  outcome?: FormOutcome | null;
}) {
  return (
    <div className="auth-page auth-page--single">
      <div className="card auth-card">
        <h1>Choose your password</h1>
        <p>
          Welcome, {name}. Your email <strong>{email}</strong> is verified. Choose a password to finish activating your account
          {returnUrl ? ", and we take you back to where you were" : ""}.
        </p>
        <StaticNewPasswordForm form="set-password" submitLabel="Activate my account" busyLabel="Saving…" outcome={outcome} />
      </div>
    </div>
  );
}
