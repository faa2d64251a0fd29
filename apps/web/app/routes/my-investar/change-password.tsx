import { lazyEndpoint } from "@investar/contract/lazy-endpoint";
import { PASSWORD_MAX_LENGTH, validateNewPassword } from "@investar/core";
import type { FormEvent } from "react";
import { redirect } from "react-router";
import type { Route } from "./+types/change-password";
import { FormField, SubmitButton } from "../../components/form-field.tsx";
import { callEndpoint } from "../../lib/call-endpoint.ts";
import { useForm } from "../../lib/forms/use-form.ts";
import { appContext } from "../../load-context.ts";
import { accountMessages } from "../../i18n/account-messages.server.ts";
import { useI18n } from "../../i18n/page-locale.ts";
import { translatedMeta } from "../../lib/translated-meta.ts";
import "../../styles/account.css";

const changePassword = lazyEndpoint(() => import("@investar/contract/accounts/change-password"), "changePassword");

/** The new password's two inputs: as long as core's rule allows (docs/business-rules.md#password-rules); password managers offer one. */
const NEW_PASSWORD_INPUT = { type: "password", autoComplete: "new-password", maxLength: PASSWORD_MAX_LENGTH } as const;

export async function loader({ request, context }: Route.LoaderArgs) {
  const { user } = context.get(appContext);
  if (!user) throw redirect("/user/login?returnUrl=%2Fmy-investar%2Fchange-password");
  return { userId: user.userId, email: user.email, messages: accountMessages(request, context, ["password"]) };
}

export function meta({ matches }: Route.MetaArgs) {
  return translatedMeta(matches, { key: "account.password", path: "/my-investar/change-password", noindex: true });
}

export default function ChangePassword({ loaderData }: Route.ComponentProps) {
  const { userId, email } = loaderData;
  const { t } = useI18n();
  const form = useForm({
    initial: { current: "", next: "", confirm: "" },
    checkOnBlur: true,
    // The API's names for the two passwords (ADR 0019 keys its field errors by them).
    fieldNames: { oldPassword: "current", newPassword: "next" },
    validate: (values) => ({
      current: values.current ? null : t("account.password.currentRequired"),
      next: validateNewPassword(values.next),
      confirm: !values.confirm
        ? t("account.password.confirmRequired")
        : values.confirm !== values.next
          ? t("account.password.mismatch")
          : null,
    }),
  });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const answer = await form.submit(
      (values) => callEndpoint(changePassword, { body: { userId, oldPassword: values.current, newPassword: values.next } }),
      t("account.password.changed"),
    );
    if (answer) form.reset();
  };

  return (
    <div className="page-narrow profile-page">
      <h1>{t("account.password.heading")}</h1>
      <section className="card profile-section" aria-labelledby="password-heading">
        <h2 id="password-heading" className="visually-hidden">
          {t("account.password.choose")}
        </h2>
        <p>{t("account.password.lead", { email })}</p>
        <form onSubmit={submit} noValidate>
          {/* Lets password managers pair the new password with the account. */}
          <input type="text" name="username" autoComplete="username" value={email} readOnly hidden />
          <FormField
            id="password-current"
            label={t("account.password.current")}
            type="password"
            autoComplete="current-password"
            maxLength={200}
            {...form.field("current")}
          />
          <FormField
            id="password-new"
            label={t("account.password.new")}
            {...NEW_PASSWORD_INPUT}
            hint={t("account.password.hint")}
            {...form.field("next")}
          />
          <FormField id="password-confirm" label={t("account.password.confirm")} {...NEW_PASSWORD_INPUT} {...form.field("confirm")} />
          <SubmitButton busy={form.busy} busyLabel={t("account.password.changing")}>
            {t("account.password.submit")}
          </SubmitButton>
        </form>
      </section>
    </div>
  );
}
