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
import { PostedForm } from "../../lib/forms/posted-form.tsx";
import { isSecondFactorChallenge } from "../../lib/second-factor.ts";
import { tokenPageMeta } from "../../lib/token-page-meta.ts";
import { pageMessages } from "../../lib/page-messages.server.ts";
import { actionText } from "../../i18n/action-text.server.ts";
import { useI18n } from "../../i18n/page-locale.ts";
import { appContext } from "../../load-context.ts";
import "../../styles/account-forms.css";

/** Served without React (ADR 0058): asking for the link and choosing the new password post to this page; its script checks first. */
export const handle: RouteHandle = { hydrate: false };

const RECOVERY_FIELD = "recovery-login-name";

/** A user id is digits; anything else must be an email address (docs/business-rules.md#email-rules's rules and messages). */
function checkLoginName(value: string, vendorEmailDomain: string, missing: string): string | null {
  if (!value) return missing;
  return /^\d+$/.test(value) ? null : validateEmail(value, vendorEmailDomain);
}

/** The page's forms: "Email me a reset link" (auth/PasswordRecovery), and the new password for the mailed link (auth/ResetPassword). */
export async function action({ request, context }: Route.ActionArgs) {
  const app = context.get(appContext);
  const form = await request.formData();
  const text = actionText(app, request, ["auth"]);
  if (form.get("form") === "recovery") {
    const values = formValues(form, [RECOVERY_FIELD]);
    const problem = checkLoginName(values[RECOVERY_FIELD]!, app.vendorEmailDomain, text.t("auth.recovery.loginNameMissing"));
    if (problem) return invalid("recovery", values, null, { [RECOVERY_FIELD]: problem });
    const answer = await callFromForm(app, { method: "GET", path: "auth/PasswordRecovery", query: { userId: values[RECOVERY_FIELD] } });
    if (!answer.ok) return invalid("recovery", values, failureOf(answer, text).message);
    const sent: FormOutcome = { form: "recovery", values, message: null, fields: {}, done: answer.data as { message: string } };
    return sent;
  }
  const checked = checkNewPassword("reset", form);
  if ("refusal" in checked) return checked.refusal;
  const token = new URL(request.url).searchParams.get("id") ?? "";
  const answer = await callFromForm(app, { path: "auth/ResetPassword", body: { id: token, password: checked.password } });
  if (!answer.ok) return invalid("reset", {}, failureOf(answer, text).message);
  // The password is changed, but a mailbox is not a second factor: an account with an authenticator still needs its code.
  if (isSecondFactorChallenge(answer.data)) {
    const changed: FormOutcome = { form: "reset", values: {}, message: null, fields: {}, done: { challenge: answer.data.challenge } };
    return changed;
  }
  return redirectWith("/my-investar/my-profile", answer);
}

export function meta({ matches }: Route.MetaArgs) {
  // With `?id=` the address holds a reset token; the page's own form posts need their Origin.
  return tokenPageMeta(matches, { key: "auth.recovery", path: "/my-investar/password-recovery" }, "same-origin");
}

/** A spent or expired link is told apart when the page opens, not after two passwords are typed (docs/business-rules.md#dead-end-links). */
export async function loader({ request, context }: Route.LoaderArgs) {
  const app = context.get(appContext);
  const token = new URL(request.url).searchParams.get("id");
  return { linkLive: token ? await app.services.isResetLinkLive(token) : null, messages: pageMessages({ request, context }, ["auth"]) };
}

/** Without `id`: ask for the link. With `id` (from the mail): choose the new password, if the link still works. */
export default function PasswordRecovery({ loaderData, actionData }: Route.ComponentProps) {
  const [search] = useSearchParams();
  const token = search.get("id");
  const outcome = actionData as FormOutcome | undefined;
  const { t } = useI18n();
  let page;
  if (token && loaderData.linkLive === false && outcome?.form !== "recovery") {
    page = (
      <>
        <div className="notice notice--warning" role="alert">
          <p>{t("auth.recovery.deadLink")}</p>
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
  const { t, href, locale } = useI18n();
  if (outcome?.done) {
    return (
      <div className="card auth-card">
        <h1>{t("auth.recovery.checkMail")}</h1>
        {/* The API's one fixed answer (it never says whether the account exists), in the catalogue for the other languages. */}
        <p role="status">{locale === "en" ? String(outcome.done.message) : t("auth.recovery.sent")}</p>
        <p>{t("auth.recovery.notReceived")}</p>
        <div className="button-row">
          <Link to={href("/user/login")} className="button button--primary">
            {t("auth.recovery.backToLogin")}
          </Link>
          {/* A button, as on the React page; without a script it simply opens the empty form again. */}
          <form method="get" action={href("/my-investar/password-recovery")}>
            <button type="submit" className="button button--ghost">
              {t("auth.recovery.tryAgain")}
            </button>
          </form>
        </div>
      </div>
    );
  }
  // Posted to the page without `id`: a dead link's page asks for a new one here too.
  return (
    <div className="card auth-card">
      <h1>{t("auth.recovery.heading")}</h1>
      <p>{t("auth.recovery.intro")}</p>
      <PostedForm name="recovery" action={href("/my-investar/password-recovery")} data-busy-form="">
        <FormField
          id={RECOVERY_FIELD}
          label={t("auth.login.userName")}
          autoComplete="username"
          defaultValue={outcome?.values[RECOVERY_FIELD]}
          error={outcome?.fields[RECOVERY_FIELD]}
        />
        <button type="submit" className="button button--primary auth-card__submit" data-busy-text={t("auth.busy.sending")}>
          {t("auth.recovery.submit")}
        </button>
      </PostedForm>
      <LimitNoticeSlot message={outcome?.message} />
      <p className="auth-card__links">
        <Link to={href("/user/login")}>{t("auth.recovery.backToLogin")}</Link>
      </p>
    </div>
  );
}

function ChooseNewPassword({ outcome }: { outcome: FormOutcome | null }) {
  const { t, href } = useI18n();
  const challenge = outcome?.done ? String(outcome.done.challenge) : null;
  return (
    <div className="card auth-card">
      <h1>{t("auth.reset.heading")}</h1>
      {challenge ? (
        <>
          <p>{t("auth.reset.changed")}</p>
          <StaticSecondFactorForm challenge={challenge} returnUrl={href("/my-investar/my-profile")} />
        </>
      ) : (
        <>
          <p>{t("auth.reset.intro")}</p>
          {/* The refusal stays with the form, with the way to a new link. */}
          {outcome?.message ? (
            <div className="notice notice--warning" role="alert">
              <p>{outcome.message}</p>
              <p>
                <Link to={href("/my-investar/password-recovery")}>{t("auth.reset.newLink")}</Link>
              </p>
            </div>
          ) : null}
          <StaticNewPasswordForm
            form="reset"
            submitLabel={t("auth.reset.submit")}
            busyLabel={t("auth.busy.saving")}
            outcome={outcome && { ...outcome, message: null }}
          />
        </>
      )}
    </div>
  );
}
