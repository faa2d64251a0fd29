import { lazyEndpoint } from "@investar/contract/lazy-endpoint";
import { useState } from "react";
import { Link, useSearchParams } from "react-router";
import type { Route } from "./+types/reopen-account";
import { SubmitButton } from "../components/form-field.tsx";
import { callEndpoint } from "../lib/call-endpoint.ts";
import { pageMeta, publicUrlFrom } from "../lib/page-meta.ts";
import "../styles/account-forms.css";

const reopenAccount = lazyEndpoint(() => import("@investar/contract/account-closure/reopen-account"), "reopenAccount");

export function meta({ matches }: Route.MetaArgs) {
  return [
    ...pageMeta({
      title: "Reopen your account | Investar",
      description: "Reopen a closed Investar account within 7 days of closing it.",
      path: "/reopen-account",
      publicUrl: publicUrlFrom(matches),
      noindex: true,
    }),
    // The URL holds a single-use token: never send it to another site as a referrer.
    { name: "referrer", content: "no-referrer" },
  ];
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

  const reopen = async () => {
    setBusy(true);
    const answer = await callEndpoint(reopenAccount, { body: { token } });
    setBusy(false);
    setResult(answer.ok ? { ok: true, message: answer.data.message } : { ok: false, message: answer.failure.message });
  };

  return (
    <div className="auth-page auth-page--single">
      <div className="card auth-card">
        <h1>{result?.ok ? "Your account is open again" : "Reopen your account"}</h1>
        {result ? (
          <p role={result.ok ? "status" : "alert"}>{result.message}</p>
        ) : (
          <>
            <p>
              You closed your Investar account. Reopen it to log in again and keep your data: the erasure is called off. What the closing
              did to your subscription stays done.
            </p>
            <form
              onSubmit={(event) => {
                event.preventDefault();
                void reopen();
              }}
            >
              <SubmitButton busy={busy} busyLabel="Reopening…" disabled={token.length < 20}>
                Reopen my account
              </SubmitButton>
            </form>
          </>
        )}
        <div className="button-row">
          <Link to="/user/login" className="button button--ghost">
            Log in
          </Link>
        </div>
      </div>
    </div>
  );
}
