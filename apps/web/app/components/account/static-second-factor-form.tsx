import { LOGIN_FIELDS } from "../../lib/forms/login-fields.ts";
import { PostedForm } from "../../lib/forms/posted-form.tsx";
import { FormField } from "../form-field.tsx";
import { useI18n } from "../../i18n/page-locale.ts";

/**
 * components/account/second-factor-form.tsx's step for a page served without React (ADR 0058): a six-digit code or a recovery code
 * for the challenge of a password (or provider) that was right, posted to the login page's action (lib/forms/login-action.ts),
 * which goes on to `returnUrl` once the code is right. An expired challenge offers the login again.
 */
export function StaticSecondFactorForm({
  challenge,
  expired = false,
  error,
  returnUrl,
}: {
  challenge: string;
  expired?: boolean;
  error?: string | null;
  /** Where the customer goes once signed in; by default the login page's own returnUrl. */
  returnUrl?: string;
}) {
  const { t, href } = useI18n();
  const action = returnUrl ? href(`/user/login?returnUrl=${encodeURIComponent(returnUrl)}`) : undefined;
  return (
    <PostedForm name="second-factor" action={action} aria-labelledby="second-factor-title" data-busy-form="">
      <input type="hidden" name="challenge" value={challenge} />
      <h2 id="second-factor-title">{t("auth.secondFactor.heading")}</h2>
      <p>{t("auth.secondFactor.intro")}</p>
      <FormField
        id={LOGIN_FIELDS.code}
        label={t("auth.secondFactor.code")}
        autoComplete="one-time-code"
        inputMode="text"
        autoFocus
        error={error}
      />
      {expired ? (
        <a href={action ?? ""} className="button button--ghost auth-card__submit">
          {t("auth.secondFactor.again")}
        </a>
      ) : (
        <button type="submit" className="button button--primary auth-card__submit" data-busy-text={t("auth.secondFactor.busy")}>
          {t("auth.secondFactor.verify")}
        </button>
      )}
    </PostedForm>
  );
}
