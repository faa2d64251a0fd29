import { useEffect, useRef } from "react";
import { useSearchParams } from "react-router";
import type { Route } from "./+types/claim-email";
import { translatedMeta } from "../lib/translated-meta.ts";
import "../styles/pages.css";
import { SupportEmail } from "../components/business-address.tsx";
import { LogInLinks } from "../components/account/log-in-links.tsx";
import { authPageMessages } from "../lib/auth-page-messages.server.ts";
import { useI18n } from "../i18n/page-locale.ts";
import { richText, slots } from "../i18n/rich-text.tsx";

/** Only this page's texts (docs/adr/0059-hindi-with-lingui.md). */
export function loader(args: Route.LoaderArgs) {
  return { messages: authPageMessages(args, ["claim", "confirm"]) };
}

export function meta({ matches }: Route.MetaArgs) {
  return translatedMeta(matches, { key: "auth.claim", path: "/claim-email", noindex: true });
}

/** Records the view for conversion tracking; failures are ignored (the tracking must never get in the user's way). */
function useConversionLog(name: string) {
  const sent = useRef(false);
  useEffect(() => {
    if (sent.current) return;
    sent.current = true;
    fetch("/api/auth/AddConversionsLogs?logs=" + encodeURIComponent(name)).catch(() => undefined);
  }, [name]);
}

/** docs/business-rules.md#claim-email-page: thank-you page reading query `em`; it says a user id was sent by email and links to password recovery. */
export default function ClaimEmail() {
  const [searchParams] = useSearchParams();
  const email = searchParams.get("em")?.trim() ?? "";
  useConversionLog("claim-email");
  const { t } = useI18n();

  return (
    <div className="page-narrow status-page">
      <svg className="status-page__art" viewBox="0 0 120 120" aria-hidden="true" focusable="false">
        <rect x="12" y="30" width="96" height="64" rx="8" fill="#e6eff9" stroke="currentColor" strokeWidth="3" />
        <path d="M14 34l46 34 46-34" fill="none" stroke="currentColor" strokeWidth="3" strokeLinejoin="round" />
        <circle cx="92" cy="88" r="18" fill="#1b8a4f" />
        <path d="M84 88l6 6 11-12" fill="none" stroke="#fff" strokeWidth="4" strokeLinecap="round" strokeLinejoin="round" />
      </svg>
      <h1>{t("auth.claim.heading")}</h1>
      <p className="status-page__lead">
        {email
          ? richText(t("auth.claim.sentTo", slots("email")), { email: <span className="email-address">{email}</span> })
          : t("auth.claim.sent")}
      </p>
      <p>{t("auth.claim.open")}</p>
      <div className="notice notice--info" style={{ textAlign: "left", marginBottom: "var(--space-5)" }}>
        <p style={{ margin: 0 }}>
          {richText(t("auth.claim.password", slots("recovery")), { recovery: <strong>{t("auth.claim.recovery")}</strong> })}
        </p>
      </div>
      <LogInLinks recoverLabel={t("auth.claim.recover")} />
      <p style={{ marginTop: "var(--space-5)", fontSize: "0.95rem" }}>
        {richText(t("auth.claim.stuck", slots("email")), { email: <SupportEmail /> })}
      </p>
    </div>
  );
}
