import { useEffect, type ReactNode } from "react";
import type { Route } from "./+types/cancel-email-change";
import { appContext } from "../load-context.ts";
import { forgetUser, setEmailChangedMarker } from "../lib/client-session.ts";
import { tokenPageMeta } from "../lib/token-page-meta.ts";
import { authPageMessages } from "../lib/auth-page-messages.server.ts";
import "../styles/account-forms.css";
import { SupportEmail } from "../components/business-address.tsx";
import { LogInLinks } from "../components/account/log-in-links.tsx";
import { errorText } from "../i18n/error-text.ts";
import { useI18n } from "../i18n/page-locale.ts";
import { richText, slots } from "../i18n/rich-text.tsx";

/** The "this was not me" link of the notice mailed to the old address: opening it is the one click. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const app = context.get(appContext);
  const messages = authPageMessages({ request, context }, ["cancelChange", "confirm"]);
  const token = new URL(request.url).searchParams.get("id") ?? "";
  if (token.length < 20)
    return {
      messages,
      result: { ok: false as const, incomplete: true, message: "This link is incomplete. Open the link from the mail again." },
    };
  return { messages, result: { ...(await app.services.cancelEmailChange(token)), incomplete: false } };
}

export function meta({ matches }: Route.MetaArgs) {
  return tokenPageMeta(matches, { key: "auth.cancelChange", path: "/cancel-email-change" });
}

export default function CancelEmailChange({ loaderData }: Route.ComponentProps) {
  const { result } = loaderData;
  const text = useI18n();
  const { t } = text;
  useEffect(() => {
    if (!result.ok) return;
    // Every session was just signed out, this browser's too.
    forgetUser();
    setEmailChangedMarker(null);
  }, [result.ok]);

  if (!result.ok) {
    return (
      <RecoveryCard>
        <h1>{t("auth.confirm.deadHeading")}</h1>
        <p>{result.incomplete ? t("auth.cancelChange.incomplete") : errorText(text, "apiError", result)}</p>
        <p>{richText(t("auth.cancelChange.deadHelp", slots("email")), { email: <SupportEmail /> })}</p>
      </RecoveryCard>
    );
  }
  return (
    <RecoveryCard>
      <h1>{t("auth.cancelChange.heading")}</h1>
      <p>
        {richText(t("auth.cancelChange.kept", { reverted: result.reverted ? "yes" : "no", ...slots("email") }), {
          email: <strong>{result.email}</strong>,
        })}
      </p>
      <p>{t("auth.cancelChange.signedOut")}</p>
      <p>{richText(t("auth.cancelChange.advice", slots("strong")), { strong: <strong>{t("auth.cancelChange.newPassword")}</strong> })}</p>
    </RecoveryCard>
  );
}

/** Either way the page ends on the same two ways on: a new password, or logging in. */
function RecoveryCard({ children }: { children: ReactNode }) {
  const { t } = useI18n();
  return (
    <div className="auth-page auth-page--single">
      <div className="card auth-card">
        {children}
        <LogInLinks recoverLabel={t("auth.confirm.resetPassword")} />
      </div>
    </div>
  );
}
