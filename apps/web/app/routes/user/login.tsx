import { Link, useSearchParams } from "react-router";
import type { Route } from "./+types/login";
import type { RouteHandle } from "../../root.tsx";
import { StaticSecondFactorForm } from "../../components/account/static-second-factor-form.tsx";
import { StaticSocialLogin } from "../../components/account/static-social-login.tsx";
import { FormField } from "../../components/form-field.tsx";
import { InlineScript } from "../../components/inline-script.tsx";
import { LimitNoticeSlot } from "../../components/limit-notice.tsx";
import loginScript from "../../enhance/login-page.js?enhance";
import { useI18n } from "../../i18n/page-locale.ts";
import { appContext } from "../../load-context.ts";
import type { FormOutcome } from "../../lib/forms/form-action.ts";
import { loginAction } from "../../lib/forms/login-action.ts";
import { PostedForm } from "../../lib/forms/posted-form.tsx";
import { LOGIN_FIELDS, loginReturnPath } from "../../lib/forms/login-fields.ts";
import { translatedMeta } from "../../lib/translated-meta.ts";
import { pageMessages } from "../../lib/page-messages.server.ts";
import "../../styles/account-forms.css";

/**
 * Served without React (ADR 0058): the password, the authenticator's code and "Forgot your user id?" post to this page, so a
 * customer logs in before (or without) any script; the page's small script checks the fields first and runs the social buttons.
 */
export const handle: RouteHandle = { hydrate: false };

/** The checkouts a visitor may come to log in from (their "Log in" links, a payment's return): a new customer may sign up and pay there. */
const isCheckout = (path: string) => /^\/(education\/buy-webinar|pricing\/customizesubscription)\b/i.test(path);

export function loader(args: Route.LoaderArgs) {
  return { social: args.context.get(appContext).services.getSocialLoginConfig(), messages: pageMessages(args, ["auth"]) };
}

export async function action({ context, request }: Route.ActionArgs) {
  return loginAction(context.get(appContext), request);
}

export function meta({ matches }: Route.MetaArgs) {
  return translatedMeta(matches, { key: "auth.login", path: "/user/login" });
}

export default function Login({ loaderData, actionData }: Route.ComponentProps) {
  const [search] = useSearchParams();
  const { t, href } = useI18n();
  const returnUrl = loginReturnPath(search);
  const outcome = actionData as FormOutcome | undefined;
  const challenge = outcome?.form === "second-factor" ? (outcome.done as { challenge: string; expired?: boolean }) : null;
  const signUp = href(search.has("returnUrl") ? `/user/sign-up?returnUrl=${encodeURIComponent(returnUrl)}` : "/user/sign-up");
  return (
    <div className="auth-page auth-page--single">
      <div className="card auth-card" data-login={JSON.stringify({ returnUrl })}>
        <h1>{t("auth.login.heading")}</h1>
        {challenge && outcome ? (
          <StaticSecondFactorForm
            challenge={challenge.challenge}
            expired={challenge.expired === true}
            error={outcome.fields[LOGIN_FIELDS.code]}
          />
        ) : (
          <>
            <PostedForm name="login" data-login-form="">
              <FormField
                id={LOGIN_FIELDS.userName}
                label={t("auth.login.userName")}
                autoComplete="username"
                defaultValue={outcome?.form === "login" ? outcome.values[LOGIN_FIELDS.userName] : undefined}
              />
              <FormField id={LOGIN_FIELDS.password} label={t("auth.login.password")} type="password" autoComplete="current-password" />
              <p
                className="field__error"
                role="alert"
                data-form-error=""
                data-missing={t("auth.login.missing")}
                hidden={!(outcome?.form === "login" && outcome.message)}
              >
                {outcome?.form === "login" ? outcome.message : null}
              </p>
              <button type="submit" className="button button--primary auth-card__submit" data-busy-text={t("auth.login.busy")}>
                {t("auth.login.submit")}
              </button>
            </PostedForm>
            <StaticSocialLogin {...loaderData.social} />
            {isCheckout(returnUrl) ? (
              <p className="auth-card__links">
                <span>
                  {t("auth.login.newToInvestar")} <Link to={returnUrl}>{t("auth.login.payNow")}</Link>
                </span>
              </p>
            ) : null}
            <ForgotUserId outcome={outcome?.form === "forgot-user-id" ? outcome : null} />
            <p className="auth-card__links">
              <Link to={href("/my-investar/password-recovery")}>{t("auth.login.forgotPassword")}</Link>
              <span>
                {t("auth.login.newToInvestar")} <Link to={signUp}>{t("auth.login.freeTrial")}</Link>
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
  const { t } = useI18n();
  return (
    <details className="forgot-user-id" open={outcome !== null}>
      <summary>{t("auth.forgotUserId.summary")}</summary>
      <PostedForm name="forgot-user-id" data-busy-form="">
        <FormField
          id={LOGIN_FIELDS.forgotEmail}
          label={t("auth.forgotUserId.email")}
          type="email"
          autoComplete="email"
          defaultValue={outcome?.values[LOGIN_FIELDS.forgotEmail]}
          error={outcome?.fields[LOGIN_FIELDS.forgotEmail]}
        />
        <button type="submit" className="button button--ghost" data-busy-text={t("auth.busy.sending")}>
          {t("auth.forgotUserId.submit")}
        </button>
      </PostedForm>
      <LimitNoticeSlot message={outcome?.message} />
    </details>
  );
}
