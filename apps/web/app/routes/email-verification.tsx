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
import { pageMeta, publicUrlFrom } from "../lib/page-meta.ts";
import "../styles/account-forms.css";

const sendActivationEmail = lazyEndpoint(() => import("@investar/contract/accounts/send-activation-email"), "sendActivationEmail");

export function meta({ matches }: Route.MetaArgs) {
  return pageMeta({
    title: "Check your email | Investar",
    description: "Confirm your email address to activate your Investar account.",
    path: "/email-verification",
    publicUrl: publicUrlFrom(matches),
    noindex: true,
  });
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
  const { busy: sending, error: refusal, send } = useCall(keepLastingRefusal);

  useEffect(() => setChangedTo(emailChangedMarker()), []);

  const resend = async () => {
    const answer = await send(() => callEndpoint(sendActivationEmail, { query: { userId, isPassword: "false", returnUrl } }));
    if (answer.ok) toast.success(answer.data.message);
  };

  return (
    <div className="auth-page auth-page--single">
      <div className="card auth-card">
        <h1>Check your email</h1>
        {changedTo ? (
          <p className="notice notice--info">
            A verification email has been sent to <strong>{changedTo}</strong>. Please verify it to re-activate your account.
          </p>
        ) : null}
        {mailQueued ? (
          <p>
            We have sent an activation link to <strong>{email || "your email address"}</strong>. Open it to confirm your address and choose
            a password. The link works once and expires in 24 hours.
          </p>
        ) : (
          <p>We could not send the activation mail just now. Use the button below to try again.</p>
        )}
        <ul className="check-list">
          <li>Look in the Promotions, Updates or Spam folder if it is not in your inbox.</li>
          <li>Add no-reply@investarindia.com to your contacts so our mails reach you.</li>
          <li>Wrong address? Sign up again with the right one.</li>
        </ul>
        <div className="button-row">
          {Number.isInteger(userId) && userId > 0 ? (
            <button type="button" className="button button--primary" onClick={resend} disabled={sending}>
              {sending ? "Sending…" : "Resend activation email"}
            </button>
          ) : null}
          <Link
            to={returnUrl ? `/user/sign-up?returnUrl=${encodeURIComponent(returnUrl)}` : "/user/sign-up"}
            className="button button--ghost"
          >
            Sign up with another email
          </Link>
        </div>
        <LimitNotice message={refusal} />
      </div>
    </div>
  );
}
