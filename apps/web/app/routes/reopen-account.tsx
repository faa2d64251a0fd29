import { lazyEndpoint } from "@investar/contract/lazy-endpoint";
import { useState } from "react";
import { useSearchParams } from "react-router";
import type { Route } from "./+types/reopen-account";
import { SubmitButton } from "../components/form-field.tsx";
import { LogInLinks } from "../components/account/log-in-links.tsx";
import { callEndpoint } from "../lib/call-endpoint.ts";
import { tokenPageMeta } from "../lib/token-page-meta.ts";
import { authPageMessages } from "../lib/auth-page-messages.server.ts";
import { errorText } from "../i18n/error-text.ts";
import { useI18n } from "../i18n/page-locale.ts";
import { translatedOr } from "../i18n/translated-or.ts";
import "../styles/account-forms.css";

const reopenAccount = lazyEndpoint(() => import("@investar/contract/account-closure/reopen-account"), "reopenAccount");

/** Only this page's texts (docs/adr/0059-hindi-with-lingui.md). */
export function loader(args: Route.LoaderArgs) {
  return { messages: authPageMessages(args, ["reopen", "confirm"]) };
}

export function meta({ matches }: Route.MetaArgs) {
  return tokenPageMeta(matches, { key: "auth.reopen", path: "/reopen-account" });
}

/**
 * The closing mail's link (docs/business-rules.md#account-closure). Opening it changes nothing (mail scanners
 * open links); the button reopens the account.
 */
export default function ReopenAccount() {
  const [search] = useSearchParams();
  const token = search.get("id") ?? "";
  const [busy, setBusy] = useState(false);
  const [result, setResult] = useState<{ ok: boolean; message: string } | null>(null);
  const text = useI18n();
  const { t } = text;

  const reopen = async () => {
    setBusy(true);
    const answer = await callEndpoint(reopenAccount, { body: { token } });
    setBusy(false);
    // In the page's language: its own words for the reopening, the refusal by its code.
    setResult(
      answer.ok
        ? { ok: true, message: translatedOr(text, "auth.reopen.done", answer.data.message) }
        : { ok: false, message: errorText(text, "apiError", answer.failure) },
    );
  };

  return (
    <div className="auth-page auth-page--single">
      <div className="card auth-card">
        <h1>{result?.ok ? t("auth.reopen.reopened") : t("auth.reopen.heading")}</h1>
        {result ? (
          <p role={result.ok ? "status" : "alert"}>{result.message}</p>
        ) : (
          <>
            <p>{t("auth.reopen.intro")}</p>
            <form
              onSubmit={(event) => {
                event.preventDefault();
                void reopen();
              }}
            >
              <SubmitButton busy={busy} busyLabel={t("auth.reopen.busy")} disabled={token.length < 20}>
                {t("auth.reopen.submit")}
              </SubmitButton>
            </form>
          </>
        )}
        <LogInLinks />
      </div>
    </div>
  );
}
