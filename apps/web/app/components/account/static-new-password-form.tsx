import type { FormOutcome } from "../../lib/forms/form-action.ts";
import { PASSWORDS_DIFFER } from "../../lib/forms/password-messages.ts";
import { PostedForm } from "../../lib/forms/posted-form.tsx";
import { validationTemplates } from "../../i18n/field-error-text.ts";
import { useI18n } from "../../i18n/page-locale.ts";
import { translatedOr } from "../../i18n/translated-or.ts";
import { FormField } from "../form-field.tsx";
import { LimitNoticeSlot } from "../limit-notice.tsx";

/** Names the posted fields and enhance/new-password-form.js go by. */
export const NEW_PASSWORD_FIELDS = { password: "new-password", confirm: "confirm-password" } as const;

/**
 * A new password twice (docs/business-rules.md#password-rules) on a page served without React (ADR 0058): posted to the
 * page, whose action checks core's rule (lib/forms/new-password-action.ts) and sends it on; a refusal comes back beside the
 * fields, which are never filled in again. enhance/new-password-form.js checks the same rule before the post and shows the
 * busy button.
 */
export function StaticNewPasswordForm({
  form,
  submitLabel,
  busyLabel,
  outcome,
}: {
  form: string;
  submitLabel: string;
  busyLabel: string;
  outcome?: FormOutcome | null;
}) {
  const mine = outcome?.form === form ? outcome : null;
  const text = useI18n();
  const say = (key: string, english: string) => translatedOr(text, `auth.newPassword.${key}`, english);
  const differs = say("differ", PASSWORDS_DIFFER);
  const confirmError = mine?.fields[NEW_PASSWORD_FIELDS.confirm];
  // The script checks core's rule before the post; these say its messages in the page's language.
  return (
    <PostedForm name={form} data-new-password-form="" data-texts={JSON.stringify(validationTemplates(text))} data-differs={differs}>
      <FormField
        id={NEW_PASSWORD_FIELDS.password}
        label={say("label", "New password")}
        type="password"
        autoComplete="new-password"
        hint={say("hint", "At least 8 characters, with letters and at least one digit.")}
        error={mine?.fields[NEW_PASSWORD_FIELDS.password]}
      />
      <FormField
        id={NEW_PASSWORD_FIELDS.confirm}
        label={say("confirm", "Confirm new password")}
        type="password"
        autoComplete="new-password"
        error={confirmError === PASSWORDS_DIFFER ? differs : confirmError}
      />
      <LimitNoticeSlot message={mine?.message} />
      <button type="submit" className="button button--primary auth-card__submit" data-busy-text={busyLabel}>
        {submitLabel}
      </button>
    </PostedForm>
  );
}
