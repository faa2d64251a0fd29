import { validateEmail } from "@investar/core";
import { Link, useSearchParams } from "react-router";
import type { Route } from "./+types/password-recovery";
import type { RouteHandle } from "../../root.tsx";
import { StaticNewPasswordForm } from "../../components/account/static-new-password-form.tsx";
import { StaticSecondFactorForm } from "../../components/account/static-second-factor-form.tsx";
import { FormField } from "../../components/form-field.tsx";
import { InlineScript } from "../../components/inline-script.tsx";
import { LimitNoticeSlot } from "../../components/limit-notice.tsx";
import passwordRecoveryScript from "../../enhance/password-recovery.js?enhance";
import { callFromForm, failureOf, formValues, invalid, redirectWith, type FormOutcome } from "../../lib/forms/form-action.ts";
import { checkNewPassword } from "../../lib/forms/new-password-action.ts";
import { isSecondFactorChallenge } from "../../lib/second-factor.ts";
import { pageMeta, publicUrlFrom } from "../../lib/page-meta.ts";
import { messagesFor } from "../../i18n/catalogues.server.ts";
import { requestLocale } from "../../i18n/page-locale.ts";
import { appContext } from "../../load-context.ts";
import "../../styles/account-forms.css";

/** Served without React (ADR 0058): asking for the link and choosing the new password post to this page; its script checks first. */
export const handle: RouteHandle = { hydrate: false };

const RECOVERY_FIELD = "recovery-login-name";

/** A user id is digits; anything else must be an email address (docs/business-rules.md#email-rules's rules and messages). */
function checkLoginName(value: string, vendorEmailDomain: string): string | null {
  if (!value) return "Enter your email or user id.";
  return /^\d+$/.test(value) ? null : validateEmail(value, vendorEmailDomain);
}

/** The page's forms: "Email me a reset link" (auth/PasswordRecovery), and the new password for the mailed link (auth/ResetPassword). */
export async function action({ request, context }: Route.ActionArgs) {
  const app = context.get(appContext);
  const form = await request.formData();
  if (form.get("form") === "recovery") {
    const values = formValues(form, [RECOVERY_FIELD]);
    const problem = checkLoginName(values[RECOVERY_FIELD]!, app.vendorEmailDomain);
    if (problem) return invalid("recovery", values, null, { [RECOVERY_FIELD]: problem });
    const answer = await callFromForm(app, { method: "GET", path: "auth/PasswordRecovery", query: { userId: values[RECOVERY_FIELD] } });
    if (!answer.ok) return invalid("recovery", values, failureOf(answer).message);
    const sent: FormOutcome = { form: "recovery", values, message: null, fields: {}, done: answer.data as { message: string } };
    return sent;
  }
  const checked = checkNewPassword("reset", form);
  if ("refusal" in checked) return checked.refusal;
  const token = new URL(request.url).searchParams.get("id") ?? "";
  const answer = await callFromForm(app, { path: "auth/ResetPassword", body: { id: token, password: checked.password } });
  if (!answer.ok) return invalid("reset", {}, failureOf(answer).message);
  // The password is changed, but a mailbox is not a second factor: an account with an authenticator still needs its code.
  if (isSecondFactorChallenge(answer.data)) {
    const changed: FormOutcome = { form: "reset", values: {}, message: null, fields: {}, done: { challenge: answer.data.challenge } };
    return changed;
  }
  return redirectWith("/my-investar/my-profile", answer);
}

export function meta({ matches }: Route.MetaArgs) {
  return [
    ...pageMeta({
      title: "Password recovery | Investar",
      description: "Forgot your Investar password? Get a link by email to choose a new one.",
      path: "/my-investar/password-recovery",
      publicUrl: publicUrlFrom(matches),
      noindex: true,
    }),
    // With `?id=` the URL holds a reset token: never send it to another site as a referrer. "same-origin", not "no-referrer": the
    // page's own form posts need their Origin, which "no-referrer" turns into "null" (ADR 0058's CSRF check).
    { name: "referrer", content: "same-origin" },
  ];
}

/** A spent or expired link is told apart when the page opens, not after two passwords are typed (docs/business-rules.md#dead-end-links). */
export async function loader({ request, context }: Route.LoaderArgs) {
  const app = context.get(appContext);
  const token = new URL(request.url).searchParams.get("id");
  const messages = messagesFor(requestLocale(request, app.pseudoLocale), ["auth"]);
  return { linkLive: token ? await app.services.isResetLinkLive(token) : null, messages };
}

/** Without `id`: ask for the link. With `id` (from the mail): choose the new password, if the link still works. */
export default function PasswordRecovery({ loaderData, actionData }: Route.ComponentProps) {
  const [search] = useSearchParams();
  const token = search.get("id");
  const outcome = actionData as FormOutcome | undefined;
  let page;
  if (token && loaderData.linkLive === false && outcome?.form !== "recovery") {
    page = (
      <>
        <div className="notice notice--warning" role="alert">
          <p>This password reset link has expired or was already used. Ask for a new one below.</p>
        </div>
        <RequestResetLink outcome={null} />
      </>
    );
  } else if (token && outcome?.form !== "recovery") page = <ChooseNewPassword outcome={outcome?.form === "reset" ? outcome : null} />;
  else page = <RequestResetLink outcome={outcome?.form === "recovery" ? outcome : null} />;
  return (
    <div className="auth-page auth-page--single">
      {page}
      <InlineScript source={passwordRecoveryScript} />
    </div>
  );
}

function RequestResetLink({ outcome }: { outcome: FormOutcome | null }) {
  if (outcome?.done) {
    return (
      <div className="card auth-card">
        <h1>Check your email</h1>
        <p role="status">{String(outcome.done.message)}</p>
        <p>Didn't get it? Look in your spam folder, or make sure you typed the address or user id you signed up with.</p>
        <div className="button-row">
          <Link to="/user/login" className="button button--primary">
            Back to log in
          </Link>
          {/* A button, as on the React page; without a script it simply opens the empty form again. */}
          <form method="get" action="/my-investar/password-recovery">
            <button type="submit" className="button button--ghost">
              Try again
            </button>
          </form>
        </div>
      </div>
    );
  }
  // Posted to the page without `id`: a dead link's page asks for a new one here too.
  return (
    <div className="card auth-card">
      <h1>Forgot your password?</h1>
      <p>Enter the email address or user id of your account. We will email you a link to choose a new password.</p>
      <form method="post" action="/my-investar/password-recovery" noValidate data-busy-form="">
        <input type="hidden" name="form" value="recovery" />
        <FormField
          id={RECOVERY_FIELD}
          label="Email or user id"
          autoComplete="username"
          defaultValue={outcome?.values[RECOVERY_FIELD]}
          error={outcome?.fields[RECOVERY_FIELD]}
        />
        <button type="submit" className="button button--primary auth-card__submit" data-busy-text="Sending…">
          Email me a reset link
        </button>
      </form>
      <LimitNoticeSlot message={outcome?.message} />
      <p className="auth-card__links">
        <Link to="/user/login">Back to log in</Link>
      </p>
    </div>
  );
}

function ChooseNewPassword({ outcome }: { outcome: FormOutcome | null }) {
  const challenge = outcome?.done ? String(outcome.done.challenge) : null;
  return (
    <div className="card auth-card">
      <h1>Choose a new password</h1>
      {challenge ? (
        <>
          <p>Your password is changed.</p>
          <StaticSecondFactorForm challenge={challenge} returnUrl="/my-investar/my-profile" />
        </>
      ) : (
        <>
          <p>Your new password replaces the old one, and you are logged out everywhere else.</p>
          {/* The refusal stays with the form, with the way to a new link. */}
          {outcome?.message ? (
            <div className="notice notice--warning" role="alert">
              <p>{outcome.message}</p>
              <p>
                <Link to="/my-investar/password-recovery">Ask for a new link</Link>
              </p>
            </div>
          ) : null}
          <StaticNewPasswordForm
            form="reset"
            submitLabel="Save and log in"
            busyLabel="Saving…"
            outcome={outcome && { ...outcome, message: null }}
          />
        </>
      )}
    </div>
  );
}
