import { safeReturnPath } from "@investar/core";
import { localizedHref } from "@investar/core/i18n/languages";
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
import { actionText } from "../i18n/action-text.server.ts";
import { messagesFor } from "../i18n/catalogues.server.ts";
import { errorText } from "../i18n/error-text.ts";
import { metaText, requestLocale, useI18n } from "../i18n/page-locale.ts";
import { richText, slots } from "../i18n/rich-text.tsx";
import { translatedOr } from "../i18n/translated-or.ts";
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
  // Refusals in the page's language (docs/adr/0059-hindi-with-lingui.md#errors).
  const text = actionText(app, request, ["auth"]);
  if (form.get("form") === "new-link") {
    const answer = await callFromForm(app, { path: "auth/ResendActivationLink", body: { token, returnUrl: returnUrl ?? undefined } });
    if (!answer.ok) return invalid("new-link", {}, failureOf(answer, text).message);
    const sent: FormOutcome = { form: "new-link", values: {}, message: null, fields: {}, done: answer.data as { message: string } };
    return sent;
  }
  const checked = checkNewPassword("set-password", form);
  if ("refusal" in checked) return checked.refusal;
  const answer = await callFromForm(app, { path: "auth/SetPassword", body: { id: token, password: checked.password } });
  if (!answer.ok) return invalid("set-password", {}, failureOf(answer, text).message);
  // An account with an authenticator (staff who signed up with Google or Facebook): its code step is on the login page.
  if (isSecondFactorChallenge(answer.data)) return redirectWith(text.href("/user/login"), answer);
  // Back to what they were doing before signing up (a selection to pay for), else to the download, in the page's language.
  return redirectWith(localizedHref(returnUrl ?? "/investar/download", text.language), answer);
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const app = context.get(appContext);
  const messages = messagesFor(requestLocale(request, app.pseudoLocale), ["auth"]);
  const search = new URL(request.url).searchParams;
  const token = search.get("id") ?? "";
  // Where the customer was going when they signed up (docs/business-rules.md#sign-up-prefill); only ever a path on this site.
  const returnUrl = safeReturnPath(search.get("returnUrl"), null);
  if (token.length < 20)
    return {
      token,
      returnUrl,
      messages,
      result: { ok: false as const, message: "This activation link is incomplete. Open the link from the mail again.", code: undefined },
    };
  return { token, returnUrl, messages, result: await app.services.confirmEmail(token) };
}

const loginHref = (returnUrl: string | null) => (returnUrl ? `/user/login?returnUrl=${encodeURIComponent(returnUrl)}` : "/user/login");

export function meta({ matches }: Route.MetaArgs) {
  const { t, href } = metaText(matches);
  return pageMeta({
    title: t("auth.confirm.title"),
    description: t("auth.confirm.description"),
    path: href("/confirm-email"),
    publicUrl: publicUrlFrom(matches),
    noindex: true,
  });
}

/** docs/business-rules.md#dead-end-links: a dead activation link offers a fresh one right there; the link names its account. */
function EmailNewLink({ outcome }: { outcome?: FormOutcome | null }) {
  const mine = outcome?.form === "new-link" ? outcome : null;
  const text = useI18n();
  const { t } = text;
  if (mine?.done) return <p role="status">{translatedOr(text, "auth.confirm.newLinkSent", String(mine.done.message))}</p>;
  return (
    <form method="post" data-busy-form="">
      <input type="hidden" name="form" value="new-link" />
      <button type="submit" className="button button--accent" data-busy-text={t("auth.busy.sending")}>
        {t("auth.confirm.newLink")}
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
  const text = useI18n();
  const { t, href } = text;
  if (!result.ok) {
    return (
      <div className="auth-page auth-page--single">
        <div className="card auth-card">
          <h1>{t("auth.confirm.deadHeading")}</h1>
          <p>{token.length < 20 ? t("auth.confirm.incomplete") : errorText(text, "apiError", result)}</p>
          {token.length >= 20 ? <EmailNewLink outcome={actionData} /> : null}
          <div className="button-row">
            <Link to={href(loginHref(returnUrl))} className="button button--primary" data-email-verified="">
              {t("auth.confirm.logIn")}
            </Link>
            <Link to={href("/my-investar/password-recovery")} className="button button--ghost">
              {t("auth.confirm.resetPassword")}
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
          <h1>{t("auth.confirm.changedHeading")}</h1>
          <p>
            {richText(t("auth.confirm.changedBody", { name: result.name, ...slots("email") }), {
              email: <strong>{result.email}</strong>,
            })}
          </p>
          <Link to={href("/user/login")} className="button button--primary" data-email-verified="">
            {t("auth.confirm.logIn")}
          </Link>
        </div>
      </div>
    );
  }
  if (result.hasPassword) {
    return (
      <div className="auth-page auth-page--single">
        <div className="card auth-card">
          <h1>{t("auth.confirm.verifiedHeading")}</h1>
          <p>
            {richText(t("auth.confirm.verifiedBody", { name: result.name, ...slots("email") }), {
              email: <strong>{result.email}</strong>,
            })}
          </p>
          <Link to={href(loginHref(returnUrl))} className="button button--primary" data-email-verified="">
            {t("auth.confirm.logIn")}
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
  const { t } = useI18n();
  return (
    <div className="auth-page auth-page--single">
      <div className="card auth-card">
        <h1>{t("auth.confirm.chooseHeading")}</h1>
        <p>
          {richText(t("auth.confirm.chooseBody", { name, back: returnUrl ? "yes" : "no", ...slots("email") }), {
            email: <strong>{email}</strong>,
          })}
        </p>
        <StaticNewPasswordForm
          form="set-password"
          submitLabel={t("auth.confirm.activate")}
          busyLabel={t("auth.busy.saving")}
          outcome={outcome}
        />
      </div>
    </div>
  );
}
