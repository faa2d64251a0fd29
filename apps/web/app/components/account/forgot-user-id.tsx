import { lazyEndpoint } from "@investar/contract/lazy-endpoint";
import { validateEmail } from "@investar/core";
import type { FormEvent } from "react";
import { useNavigate } from "react-router";
import { callEndpoint } from "../../lib/call-endpoint.ts";
import { useForm } from "../../lib/forms/use-form.ts";
import { useRootData } from "../../lib/root-data.ts";
import { FormField, SubmitButton } from "../form-field.tsx";
import { LimitNotice } from "../limit-notice.tsx";

const sendDraftWithCredentials = lazyEndpoint(
  () => import("@investar/contract/accounts/send-draft-with-credentials"),
  "sendDraftWithCredentials",
);

/**
 * "Forgot your user id?": mails the user id (never a password, docs/architecture.md#passwords) through
 * auth/SendDraftWithCredentials, then shows the claim-email thank-you page.
 */
export function ForgotUserId() {
  const { vendorEmailDomain } = useRootData();
  const navigate = useNavigate();
  const form = useForm({
    initial: { email: "" },
    checkOnBlur: true,
    validate: ({ email }) => ({ email: validateEmail(email, vendorEmailDomain) }),
  });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const email = form.values.email.trim();
    const sent = await form.submit(() => callEndpoint(sendDraftWithCredentials, { query: { email } }));
    if (sent) navigate(`/claim-email?em=${encodeURIComponent(email)}`);
  };

  return (
    <details className="forgot-user-id">
      <summary>Forgot your user id?</summary>
      <form onSubmit={submit} noValidate>
        <FormField id="forgot-user-id-email" label="Your registered email" type="email" autoComplete="email" {...form.field("email")} />
        <SubmitButton className="button button--ghost" busy={form.busy} busyLabel="Sending…">
          Email me my user id
        </SubmitButton>
      </form>
      <LimitNotice message={form.error} />
    </details>
  );
}
