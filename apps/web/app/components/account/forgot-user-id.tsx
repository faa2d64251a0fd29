import { validateEmail } from "@investar/core";
import { useState, type FormEvent } from "react";
import { useNavigate } from "react-router";
import { api } from "../../lib/api-client.ts";
import { useRootData } from "../../lib/root-data.ts";
import { FormField } from "../form-field.tsx";
import { reportFailure } from "../../lib/report-failure.ts";
import { LimitNotice } from "../limit-notice.tsx";

/**
 * "Forgot your user id?": mails the user id (never a password, docs/architecture.md#passwords) through
 * auth/SendDraftWithCredentials, then shows the claim-email thank-you page.
 */
export function ForgotUserId() {
  const { vendorEmailDomain } = useRootData();
  const navigate = useNavigate();
  const [email, setEmail] = useState("");
  const [touched, setTouched] = useState(false);
  const [sending, setSending] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);
  const error = validateEmail(email, vendorEmailDomain);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setTouched(true);
    if (error) return;
    setSending(true);
    setRefusal(null);
    try {
      await api.get("auth/SendDraftWithCredentials", { email: email.trim() });
      navigate(`/claim-email?em=${encodeURIComponent(email.trim())}`);
    } catch (failure) {
      reportFailure(failure, setRefusal);
      setSending(false);
    }
  };

  return (
    <details className="forgot-user-id">
      <summary>Forgot your user id?</summary>
      <form onSubmit={submit} noValidate>
        <FormField
          id="forgot-user-id-email"
          label="Your registered email"
          type="email"
          autoComplete="email"
          value={email}
          onChange={(e) => setEmail(e.target.value)}
          onBlur={() => setTouched(true)}
          error={touched ? error : null}
        />
        <button type="submit" className="button button--ghost" disabled={sending}>
          {sending ? "Sending…" : "Email me my user id"}
        </button>
      </form>
      <LimitNotice message={refusal} />
    </details>
  );
}
