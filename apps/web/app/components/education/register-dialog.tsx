import { EMAIL_MAX_LENGTH, MOBILE_INPUT_MAX_LENGTH, NAME_MAX_LENGTH } from "@investar/core";
import { useI18n } from "../../i18n/page-locale.ts";
import { richText } from "../../i18n/rich-text.tsx";
import { SignUpNotice } from "../privacy/sign-up-notice.tsx";

/**
 * A visitor registers for a free webinar here: name, email and mobile. The script posts them to
 * auth/registerForFreeWebinar, which creates the account (as sign-up does) and books the seat; the
 * server's rules and messages decide, shown beside each field. The notice and its 18+ declaration come first, as at every
 * sign-up (docs/business-rules.md#privacy-notice).
 */
export function RegisterDialog({ loginUrl }: { loginUrl: string }) {
  const { t } = useI18n();
  const field = (name: "FullName" | "Email" | "MobileNo", label: string, props: Record<string, unknown>) => (
    <div className="field">
      <label htmlFor={`register-${name}`}>{label}</label>
      <input id={`register-${name}`} name={name} required aria-describedby={`register-${name}-error`} {...props} />
      <p className="field__error" id={`register-${name}-error`} data-field-error={name} hidden />
    </div>
  );
  return (
    <dialog id="webinar-register-dialog" className="dialog register-dialog" aria-labelledby="register-dialog-title">
      <h2 className="dialog__title" id="register-dialog-title">
        {richText(t("education.dialog.title", { webinar: "{webinar}" }), { webinar: <span data-dialog-webinar="" /> })}
      </h2>
      <form noValidate>
        <input type="hidden" name="webinarId" />
        {field("FullName", t("education.dialog.name"), { autoComplete: "name", maxLength: NAME_MAX_LENGTH })}
        {field("Email", t("education.dialog.email"), { type: "email", autoComplete: "email", maxLength: EMAIL_MAX_LENGTH })}
        {field("MobileNo", t("education.dialog.mobile"), {
          type: "tel",
          inputMode: "numeric",
          autoComplete: "tel",
          maxLength: MOBILE_INPUT_MAX_LENGTH,
        })}
        <SignUpNotice idPrefix="register" />
        <p className="field__hint">
          {richText(t("education.dialog.hint", { login: "{login}" }), { login: <a href={loginUrl}>{t("education.dialog.logIn")}</a> })}
        </p>
        <div className="dialog__actions">
          <button type="button" className="button button--ghost" data-dialog-close="">
            {t("education.dialog.cancel")}
          </button>
          <button type="submit" className="button button--primary">
            {t("education.card.register")}
          </button>
        </div>
      </form>
      <p className="register-dialog__status" role="status" data-dialog-status="" />
      <div className="dialog__actions">
        <button type="button" className="button button--ghost" data-dialog-close="">
          {t("education.card.close")}
        </button>
      </div>
    </dialog>
  );
}
