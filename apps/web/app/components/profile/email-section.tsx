import { validateEmail } from "@investar/core";
import { profileMessages } from "@investar/core/profile";
import { useState, type FormEvent } from "react";
import { api } from "../../lib/api-client.ts";
import { setEmailChangedMarker } from "../../lib/client-session.ts";
import { useRootData } from "../../lib/root-data.ts";
import { FormField } from "../form-field.tsx";
import { LimitNotice } from "../limit-notice.tsx";
import { SectionHeading, sectionClass, useUnsavedSection } from "./unsaved-changes.tsx";
import { useSave } from "./use-save.ts";

/**
 * Asks for a new login email with the current password as proof (ADR 0011). It takes effect once the
 * link mailed to the new address is opened; the password does not change (the notice above says where
 * the link went, and the old address gets a "this was not me" link).
 */
export function EmailSection({
  userId,
  email,
  isEmailVerified,
  onRequested,
}: {
  userId: number;
  email: string;
  isEmailVerified: boolean;
  onRequested(email: string): void;
}) {
  const { vendorEmailDomain } = useRootData();
  const [newEmail, setNewEmail] = useState("");
  const [password, setPassword] = useState("");
  const [tried, setTried] = useState(false);
  const { busy, refusal, run } = useSave();
  const problem = validateEmail(newEmail, vendorEmailDomain);
  // The typed password alone is not an edit worth keeping; a new address not yet sent is.
  const unsaved = newEmail.trim() !== "";
  useUnsavedSection("email", unsaved);
  const passwordProblem = password ? null : profileMessages.currentPasswordRequired;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setTried(true);
    if (problem || passwordProblem) return;
    const address = newEmail.trim();
    const answer = await run(
      () => api.post<{ message: string; emailAddress: string }>("auth/UpdateEmailAddress", { userId, emailAddress: address, password }),
      (result) => result.message,
    );
    setPassword("");
    if (answer) {
      setEmailChangedMarker(answer.emailAddress);
      onRequested(answer.emailAddress);
      setNewEmail("");
      setTried(false);
    }
  };

  return (
    <section className={sectionClass(unsaved)} aria-labelledby="email-heading">
      <SectionHeading id="email-heading" title="Email address" unsaved={unsaved} />
      <p>
        You log in with <strong>{email}</strong>
        {isEmailVerified ? " (verified)." : " (not verified yet)."}
      </p>
      <form onSubmit={submit} noValidate>
        <FormField
          id="email-new"
          label="New email address"
          type="email"
          autoComplete="email"
          maxLength={45}
          value={newEmail}
          onChange={(e) => setNewEmail(e.target.value)}
          onBlur={() => setTried(newEmail !== "")}
          error={tried ? problem : null}
          hint="We send a verification link to the new address and a notice to this one. Your login email changes when the link is opened; your password stays the same."
        />
        <FormField
          id="email-password"
          label="Current password"
          type="password"
          autoComplete="current-password"
          value={password}
          onChange={(e) => setPassword(e.target.value)}
          error={tried ? passwordProblem : null}
          hint="For your security, confirm it is you."
        />
        <button type="submit" className="button button--primary" disabled={busy} aria-busy={busy}>
          {busy ? "Sending…" : "Change email"}
        </button>
      </form>
      <LimitNotice message={refusal} />
    </section>
  );
}
