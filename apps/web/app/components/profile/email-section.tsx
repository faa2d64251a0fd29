import { validateEmail } from "@investar/core";
import { useState, type FormEvent } from "react";
import { api } from "../../lib/api-client.ts";
import { setEmailChangedMarker } from "../../lib/client-session.ts";
import { useRootData } from "../../lib/root-data.ts";
import { FormField } from "../form-field.tsx";
import { useSave } from "./use-save.ts";

/** Asks for a new login email; it takes effect once the link mailed to it is opened (the notice above says so). */
export function EmailSection({ userId, email, isEmailVerified, onRequested }: { userId: number; email: string; isEmailVerified: boolean; onRequested(email: string): void }) {
  const { vendorEmailDomain } = useRootData();
  const [newEmail, setNewEmail] = useState("");
  const [tried, setTried] = useState(false);
  const { busy, run } = useSave();
  const problem = validateEmail(newEmail, vendorEmailDomain);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setTried(true);
    if (problem) return;
    const address = newEmail.trim();
    const answer = await run(
      () => api.get<{ message: string; emailAddress: string }>("auth/UpdateEmailAddress", { userId, emailAddress: address, isSendEmail: true }),
      (result) => result.message,
    );
    if (answer) {
      setEmailChangedMarker(answer.emailAddress);
      onRequested(answer.emailAddress);
      setNewEmail("");
      setTried(false);
    }
  };

  return (
    <section className="card profile-section" aria-labelledby="email-heading">
      <h2 id="email-heading">Email address</h2>
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
          hint="We send a verification link to the new address. Your login email changes when you open it."
        />
        <button type="submit" className="button button--primary" disabled={busy} aria-busy={busy}>
          {busy ? "Sending…" : "Change email"}
        </button>
      </form>
    </section>
  );
}
