import { useEffect, useRef } from "react";
import { Link, useSearchParams } from "react-router";
import type { Route } from "./+types/claim-email";
import { pageMeta, publicUrlFrom } from "../lib/page-meta.ts";
import "../styles/pages.css";
import { SupportEmail } from "../components/business-address.tsx";

export function meta({ matches }: Route.MetaArgs) {
  return pageMeta({
    title: "Thank you | Investar",
    description: "Your Investar user id has been sent to your email address.",
    path: "/claim-email",
    publicUrl: publicUrlFrom(matches),
    noindex: true,
  });
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

  return (
    <div className="page-narrow status-page">
      <svg className="status-page__art" viewBox="0 0 120 120" aria-hidden="true" focusable="false">
        <rect x="12" y="30" width="96" height="64" rx="8" fill="#e6eff9" stroke="currentColor" strokeWidth="3" />
        <path d="M14 34l46 34 46-34" fill="none" stroke="currentColor" strokeWidth="3" strokeLinejoin="round" />
        <circle cx="92" cy="88" r="18" fill="#1b8a4f" />
        <path d="M84 88l6 6 11-12" fill="none" stroke="#fff" strokeWidth="4" strokeLinecap="round" strokeLinejoin="round" />
      </svg>
      <h1>Thank you!</h1>
      <p className="status-page__lead">
        {email ? (
          <>
            We have sent your user id by email to <span className="email-address">{email}</span>.
          </>
        ) : (
          "We have sent your user id by email to the address you gave us."
        )}
      </p>
      <p>
        Open the message from Investar and use that user id to log in to the website and the desktop software. If it has not arrived within
        a few minutes, look in your spam or promotions folder.
      </p>
      <div className="notice notice--info" style={{ textAlign: "left", marginBottom: "var(--space-5)" }}>
        <p style={{ margin: 0 }}>
          Do not know your password, or never set one? Use <strong>password recovery</strong> and we will email you a link to choose a new
          password.
        </p>
      </div>
      <div className="button-row">
        <Link to="/my-investar/password-recovery" className="button button--primary">
          Recover your password
        </Link>
        <Link to="/user/login" className="button button--ghost">
          Log in
        </Link>
      </div>
      <p style={{ marginTop: "var(--space-5)", fontSize: "0.95rem" }}>
        Still stuck? Write to <SupportEmail /> from the same email address.
      </p>
    </div>
  );
}
