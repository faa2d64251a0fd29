import { lazyEndpoint } from "@investar/contract/lazy-endpoint";
import { validateNewPassword } from "@investar/core";
import type { FormEvent } from "react";
import { redirect } from "react-router";
import type { Route } from "./+types/change-password";
import { FormField, SubmitButton } from "../../components/form-field.tsx";
import { callEndpoint } from "../../lib/call-endpoint.ts";
import { useForm } from "../../lib/forms/use-form.ts";
import { appContext } from "../../load-context.ts";
import { pageMeta, publicUrlFrom } from "../../lib/page-meta.ts";
import "../../styles/account.css";

const changePassword = lazyEndpoint(() => import("@investar/contract/accounts/change-password"), "changePassword");

const CURRENT_REQUIRED = "Enter your current password.";
const CONFIRM_REQUIRED = "Enter the new password again.";
const MISMATCH = "The new passwords do not match.";

export async function loader({ context }: Route.LoaderArgs) {
  const { user } = context.get(appContext);
  if (!user) throw redirect("/user/login?returnUrl=%2Fmy-investar%2Fchange-password");
  return { userId: user.userId, email: user.email };
}

export function meta({ matches }: Route.MetaArgs) {
  return pageMeta({
    title: "Change Password | Investar",
    description: "Change the password of your Investar account.",
    path: "/my-investar/change-password",
    publicUrl: publicUrlFrom(matches),
    noindex: true,
  });
}

export default function ChangePassword({ loaderData }: Route.ComponentProps) {
  const { userId, email } = loaderData;
  const form = useForm({
    initial: { current: "", next: "", confirm: "" },
    checkOnBlur: true,
    // The API's names for the two passwords (ADR 0019 keys its field errors by them).
    fieldNames: { oldPassword: "current", newPassword: "next" },
    validate: (values) => ({
      current: values.current ? null : CURRENT_REQUIRED,
      next: validateNewPassword(values.next),
      confirm: !values.confirm ? CONFIRM_REQUIRED : values.confirm !== values.next ? MISMATCH : null,
    }),
  });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const answer = await form.submit(
      (values) => callEndpoint(changePassword, { body: { userId, oldPassword: values.current, newPassword: values.next } }),
      (result) => result.message,
    );
    if (answer) form.reset();
  };

  return (
    <div className="page-narrow profile-page">
      <h1>Change Password</h1>
      <section className="card profile-section" aria-labelledby="password-heading">
        <h2 id="password-heading" className="visually-hidden">
          Choose a new password
        </h2>
        <p>
          For <strong>{email}</strong>. After the change, every other device signed in to your account is signed out; this one stays signed
          in.
        </p>
        <form onSubmit={submit} noValidate>
          {/* Lets password managers pair the new password with the account. */}
          <input type="text" name="username" autoComplete="username" value={email} readOnly hidden />
          <FormField
            id="password-current"
            label="Current password"
            type="password"
            autoComplete="current-password"
            maxLength={200}
            {...form.field("current")}
          />
          <FormField
            id="password-new"
            label="New password"
            type="password"
            autoComplete="new-password"
            maxLength={128}
            hint="At least 8 characters, with letters and at least one digit."
            {...form.field("next")}
          />
          <FormField
            id="password-confirm"
            label="Confirm new password"
            type="password"
            autoComplete="new-password"
            maxLength={128}
            {...form.field("confirm")}
          />
          <SubmitButton busy={form.busy} busyLabel="Changing…">
            Change password
          </SubmitButton>
        </form>
      </section>
    </div>
  );
}
