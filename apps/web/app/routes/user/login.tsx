import { Link, useSearchParams } from "react-router";
import type { Route } from "./+types/login";
import type { RouteHandle } from "../../root.tsx";
import { StaticSecondFactorForm } from "../../components/account/static-second-factor-form.tsx";
import { StaticSocialLogin } from "../../components/account/static-social-login.tsx";
import { FormField } from "../../components/form-field.tsx";
import { InlineScript } from "../../components/inline-script.tsx";
import { LimitNoticeSlot } from "../../components/limit-notice.tsx";
import loginScript from "../../enhance/login-page.js?enhance";
import { appContext } from "../../load-context.ts";
import type { FormOutcome } from "../../lib/forms/form-action.ts";
import { loginAction } from "../../lib/forms/login-action.ts";
import { LOGIN_FIELDS, loginReturnPath } from "../../lib/forms/login-fields.ts";
import { pageMeta, publicUrlFrom } from "../../lib/page-meta.ts";
import "../../styles/account-forms.css";

/**
 * Served without React (ADR 0058): the password, the authenticator's code and "Forgot your user id?" post to this page, so a
 * customer logs in before (or without) any script; the page's small script checks the fields first and runs the social buttons.
 */
export const handle: RouteHandle = { hydrate: false };

/** The checkouts a visitor may come to log in from (their "Log in" links, a payment's return): a new customer may sign up and pay there. */
const isCheckout = (path: string) => /^\/(education\/buy-webinar|pricing\/customizesubscription)\b/i.test(path);

export function loader({ context }: Route.LoaderArgs) {
  return { social: context.get(appContext).services.getSocialLoginConfig() };
}

export async function action({ context, request }: Route.ActionArgs) {
  return loginAction(context.get(appContext), request);
}

export function meta({ matches }: Route.MetaArgs) {
  return pageMeta({
    title: "Log in | Investar",
    description: "Log in to your Investar account to manage your subscription, wallet, referrals and webinars.",
    path: "/user/login",
    publicUrl: publicUrlFrom(matches),
  });
}

export default function Login({ loaderData, actionData }: Route.ComponentProps) {
  const [search] = useSearchParams();
  const returnUrl = loginReturnPath(search);
  const outcome = actionData as FormOutcome | undefined;
  const challenge = outcome?.form === "second-factor" ? (outcome.done as { challenge: string; expired?: boolean }) : null;
  const signUp = search.has("returnUrl") ? `/user/sign-up?returnUrl=${encodeURIComponent(returnUrl)}` : "/user/sign-up";
  return (
    <div className="auth-page auth-page--single">
      <div className="card auth-card" data-login={JSON.stringify({ returnUrl })}>
        <h1>Log in</h1>
        {challenge && outcome ? (
          <StaticSecondFactorForm
            challenge={challenge.challenge}
            expired={challenge.expired === true}
            error={outcome.fields[LOGIN_FIELDS.code]}
          />
        ) : (
          <>
            <form method="post" noValidate data-login-form="">
              <input type="hidden" name="form" value="login" />
              <FormField
                id={LOGIN_FIELDS.userName}
                label="Email or user id"
                autoComplete="username"
                defaultValue={outcome?.form === "login" ? outcome.values[LOGIN_FIELDS.userName] : undefined}
              />
              <FormField id={LOGIN_FIELDS.password} label="Password" type="password" autoComplete="current-password" />
              <p className="field__error" role="alert" data-form-error="" hidden={!(outcome?.form === "login" && outcome.message)}>
                {outcome?.form === "login" ? outcome.message : null}
              </p>
              <button type="submit" className="button button--primary auth-card__submit" data-busy-text="Logging in…">
                Log in
              </button>
            </form>
            <StaticSocialLogin {...loaderData.social} />
            {isCheckout(returnUrl) ? (
              <p className="auth-card__links">
                <span>
                  New to Investar? <Link to={returnUrl}>Create your account and pay now</Link>
                </span>
              </p>
            ) : null}
            <ForgotUserId outcome={outcome?.form === "forgot-user-id" ? outcome : null} />
            <p className="auth-card__links">
              <Link to="/my-investar/password-recovery">Forgot password?</Link>
              <span>
                New to Investar? <Link to={signUp}>Start your free trial</Link>
              </span>
            </p>
          </>
        )}
      </div>
      <InlineScript source={loginScript} />
    </div>
  );
}

/** "Forgot your user id?": mails the user id (never a password, docs/architecture.md#passwords), then the claim-email page. */
function ForgotUserId({ outcome }: { outcome: FormOutcome | null }) {
  return (
    <details className="forgot-user-id" open={outcome !== null}>
      <summary>Forgot your user id?</summary>
      <form method="post" noValidate data-busy-form="">
        <input type="hidden" name="form" value="forgot-user-id" />
        <FormField
          id={LOGIN_FIELDS.forgotEmail}
          label="Your registered email"
          type="email"
          autoComplete="email"
          defaultValue={outcome?.values[LOGIN_FIELDS.forgotEmail]}
          error={outcome?.fields[LOGIN_FIELDS.forgotEmail]}
        />
        <button type="submit" className="button button--ghost" data-busy-text="Sending…">
          Email me my user id
        </button>
      </form>
      <LimitNoticeSlot message={outcome?.message} />
    </details>
  );
}
