import { validateNewPassword } from "@investar/core";
import { useState, type FormEvent } from "react";
import { redirect } from "react-router";
import type { Route } from "./+types/change-password";
import { FormField } from "../../components/form-field.tsx";
import { useSave } from "../../components/profile/use-save.ts";
import { api } from "../../lib/api-client.ts";
import { appContext } from "../../load-context.ts";
import { pageMeta, publicUrlFrom } from "../../lib/page-meta.ts";
import "../../styles/account.css";

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

type Field = "current" | "next" | "confirm";

export default function ChangePassword({ loaderData }: Route.ComponentProps) {
  const { userId, email } = loaderData;
  const [values, setValues] = useState<Record<Field, string>>({ current: "", next: "", confirm: "" });
  const [touched, setTouched] = useState<Record<Field, boolean>>({ current: false, next: false, confirm: false });
  const { busy, run } = useSave();
  const errors: Record<Field, string | null> = {
    current: values.current ? null : CURRENT_REQUIRED,
    next: validateNewPassword(values.next),
    confirm: !values.confirm ? CONFIRM_REQUIRED : values.confirm !== values.next ? MISMATCH : null,
  };
  const shown = (field: Field) => (touched[field] ? errors[field] : null);
  const bind = (field: Field) => ({
    value: values[field],
    onChange: (event: { target: { value: string } }) => setValues((v) => ({ ...v, [field]: event.target.value })),
    onBlur: () => setTouched((t) => ({ ...t, [field]: true })),
    error: shown(field),
  });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setTouched({ current: true, next: true, confirm: true });
    if (errors.current || errors.next || errors.confirm) return;
    const answer = await run(
      () => api.post<{ message: string }>("auth/changePassword", { userId, oldPassword: values.current, newPassword: values.next }),
      (result) => result.message,
    );
    if (answer) {
      setValues({ current: "", next: "", confirm: "" });
      setTouched({ current: false, next: false, confirm: false });
    }
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
            {...bind("current")}
          />
          <FormField
            id="password-new"
            label="New password"
            type="password"
            autoComplete="new-password"
            maxLength={128}
            hint="At least 8 characters, with letters and at least one digit."
            {...bind("next")}
          />
          <FormField
            id="password-confirm"
            label="Confirm new password"
            type="password"
            autoComplete="new-password"
            maxLength={128}
            {...bind("confirm")}
          />
          <button type="submit" className="button button--primary" disabled={busy} aria-busy={busy}>
            {busy ? "Changing…" : "Change password"}
          </button>
        </form>
      </section>
    </div>
  );
}
