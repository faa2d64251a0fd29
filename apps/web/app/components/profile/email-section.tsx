import { lazyEndpoint } from "@investar/contract/lazy-endpoint";
import { validateEmail } from "@investar/core";
import { profileMessages } from "@investar/core/profile";
import type { FormEvent } from "react";
import { callEndpoint } from "../../lib/call-endpoint.ts";
import { useForm } from "../../lib/forms/use-form.ts";
import { setEmailChangedMarker } from "../../lib/client-session.ts";
import { useRootData } from "../../lib/root-data.ts";
import { useI18n } from "../../i18n/page-locale.ts";
import { richText } from "../../i18n/rich-text.tsx";
import { translatedOr } from "../../i18n/translated-or.ts";
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
  const i18n = useI18n();
  const { t } = i18n;
  const form = useForm({
    initial: { emailAddress: "", password: "" },
    validate: (values) => ({
      emailAddress: validateEmail(values.emailAddress, vendorEmailDomain),
      password: values.password
        ? null
        : translatedOr(i18n, "account.profile.email.passwordRequired", profileMessages.currentPasswordRequired),
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
      <SectionHeading id="email-heading" title={t("account.profile.email.heading")} unsaved={unsaved} />
      <p>
        {richText(t("account.profile.email.current", { email: "{email}", verified: String(isEmailVerified) }), {
          email: <strong>{email}</strong>,
        })}
      </p>
      <form onSubmit={submit} noValidate>
        <FormField
          id="email-new"
          label={t("account.profile.email.new")}
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
          hint={t("account.profile.email.newHint")}
        />
        <FormField
          id="email-password"
          label={t("account.profile.email.password")}
          type="password"
          autoComplete="current-password"
          {...form.field("password")}
          hint={t("account.profile.email.passwordHint")}
        />
        <SubmitButton busy={form.busy} busyLabel={t("account.profile.sending")}>
          {t("account.profile.email.change")}
        </SubmitButton>
      </form>
      <LimitNotice message={form.error} />
    </section>
  );
}
