import { lazyEndpoint } from "@investar/contract/lazy-endpoint";
import { validateEmail } from "@investar/core";
import { profileMessages } from "@investar/core/profile";
import type { FormEvent } from "react";
import { callEndpoint } from "../../lib/call-endpoint.ts";
import { useForm } from "../../lib/forms/use-form.ts";
import { setEmailChangedMarker } from "../../lib/client-session.ts";
import { useRootData } from "../../lib/root-data.ts";
import { FormField, SubmitButton } from "../form-field.tsx";
import { LimitNotice } from "../limit-notice.tsx";
import { SectionHeading, sectionClass, useUnsavedSection } from "./unsaved-changes.tsx";

const updateEmailAddress = lazyEndpoint(() => import("@investar/contract/accounts/update-email-address"), "updateEmailAddress");

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
  const form = useForm({
    initial: { emailAddress: "", password: "" },
    validate: (values) => ({
      emailAddress: validateEmail(values.emailAddress, vendorEmailDomain),
      password: values.password ? null : profileMessages.currentPasswordRequired,
    }),
  });
  // The typed password alone is not an edit worth keeping; a new address not yet sent is.
  const unsaved = form.values.emailAddress.trim() !== "";
  useUnsavedSection("email", unsaved);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const answer = await form.submit(
      ({ emailAddress, password }) => callEndpoint(updateEmailAddress, { body: { userId, emailAddress: emailAddress.trim(), password } }),
      (result) => result.message,
    );
    form.set("password", "");
    if (answer) {
      setEmailChangedMarker(answer.emailAddress);
      onRequested(answer.emailAddress);
      form.reset();
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
          {...form.field("emailAddress")}
          // Leaving a typed address checks it (and the password with it); leaving the field empty is not a mistake yet.
          onBlur={() => {
            if (form.values.emailAddress === "") return;
            form.touch("emailAddress");
            form.touch("password");
          }}
          hint="We send a verification link to the new address and a notice to this one. Your login email changes when the link is opened; your password stays the same."
        />
        <FormField
          id="email-password"
          label="Current password"
          type="password"
          autoComplete="current-password"
          {...form.field("password")}
          hint="For your security, confirm it is you."
        />
        <SubmitButton busy={form.busy} busyLabel="Sending…">
          Change email
        </SubmitButton>
      </form>
      <LimitNotice message={form.error} />
    </section>
  );
}
