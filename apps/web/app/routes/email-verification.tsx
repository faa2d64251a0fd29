import { lazyEndpoint } from "@investar/contract/lazy-endpoint";
import { useEffect, useState } from "react";
import { Link, useSearchParams } from "react-router";
import { toast } from "../lib/toast.ts";
import type { Route } from "./+types/email-verification";
import { LimitNotice } from "../components/limit-notice.tsx";
import { keepLastingRefusal } from "../lib/report-failure.ts";
import { useCall } from "../lib/use-call.ts";
import { callEndpoint } from "../lib/call-endpoint.ts";
import { safeReturnPath } from "@investar/core";
import { emailChangedMarker } from "../lib/client-session.ts";
import { translatedMeta } from "../lib/translated-meta.ts";
import { isCallFailure } from "../lib/api-error-message.ts";
import { authPageMessages } from "../lib/auth-page-messages.server.ts";
import { errorText } from "../i18n/error-text.ts";
import { useI18n } from "../i18n/page-locale.ts";
import { richText, slots } from "../i18n/rich-text.tsx";
import { translatedOr } from "../i18n/translated-or.ts";
import "../styles/account-forms.css";
import { ScriptButton } from "../components/script-button.tsx";

const sendActivationEmail = lazyEndpoint(() => import("@investar/contract/accounts/send-activation-email"), "sendActivationEmail");

/** Only this page's texts go into its data (docs/adr/0059-hindi-with-lingui.md). */
export function loader(args: Route.LoaderArgs) {
  return { messages: authPageMessages(args, ["verify", "busy"]) };
}

export function meta({ matches }: Route.MetaArgs) {
  return translatedMeta(matches, { key: "auth.verify", path: "/email-verification", noindex: true });
}

/** Where sign-up lands (query id, em, es): says where the activation mail went and offers a resend. */
export default function EmailVerification() {
  const [search] = useSearchParams();
  const userId = Number(search.get("id"));
  const email = search.get("em") ?? "";
  const mailQueued = search.get("es") !== "0";
  // Where the new customer was going (docs/business-rules.md#sign-up-prefill): a new activation link leads there too.
  const returnUrl = safeReturnPath(search.get("returnUrl"), null) ?? undefined;
  const [changedTo, setChangedTo] = useState<string | null>(null);
  const text = useI18n();
  const { t, href } = text;
  // A lasting refusal (too many mails) in the page's language, by its code.
  const {
    busy: sending,
    error: refusal,
    send,
  } = useCall((failure) => {
    const kept = keepLastingRefusal(failure);
    return kept && isCallFailure(failure) ? errorText(text, "apiError", { code: failure.code, message: kept }) : kept;
  });

  useEffect(() => setChangedTo(emailChangedMarker()), []);

  const resend = async () => {
    const answer = await send(() => callEndpoint(sendActivationEmail, { query: { userId, isPassword: "false", returnUrl } }));
    if (answer.ok) toast.success(translatedOr(text, "auth.verify.resent", answer.data.message));
  };

  return (
    <div className="auth-page auth-page--single">
      <div className="card auth-card">
        <h1>{t("auth.verify.heading")}</h1>
        {changedTo ? (
          <p className="notice notice--info">
            {richText(t("auth.verify.changed", slots("email")), { email: <strong>{changedTo}</strong> })}
          </p>
        ) : null}
        {mailQueued ? (
          <p>{richText(t("auth.verify.sent", slots("email")), { email: <strong>{email || t("auth.verify.yourAddress")}</strong> })}</p>
        ) : (
          <p>{t("auth.verify.notSent")}</p>
        )}
        <ul className="check-list">
          <li>{t("auth.verify.tipFolders")}</li>
          <li>{t("auth.verify.tipContacts", { sender: "no-reply@investarindia.com" })}</li>
          <li>{t("auth.verify.tipWrong")}</li>
        </ul>
        <div className="button-row">
          {Number.isInteger(userId) && userId > 0 ? (
            <ScriptButton className="button button--primary" onClick={resend} disabled={sending}>
              {sending ? t("auth.busy.sending") : t("auth.verify.resend")}
            </ScriptButton>
          ) : null}
          <Link
            to={href(returnUrl ? `/user/sign-up?returnUrl=${encodeURIComponent(returnUrl)}` : "/user/sign-up")}
            className="button button--ghost"
          >
            {t("auth.verify.another")}
          </Link>
        </div>
        <LimitNotice message={refusal} />
      </div>
    </div>
  );
}
