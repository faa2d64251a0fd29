import { lazyEndpoint } from "@investar/contract/lazy-endpoint";
import { isFiveDigitCode, isTenDigitMobile, messages, MOBILE_INPUT_MAX_LENGTH, normalizeMobile } from "@investar/core";
import { profileMessages } from "@investar/core/profile";
import { useState, type FormEvent } from "react";
import { callEndpoint } from "../../lib/call-endpoint.ts";
import { useForm } from "../../lib/forms/use-form.ts";
import { FormField, SubmitButton } from "../form-field.tsx";
import { LimitNotice } from "../limit-notice.tsx";
import { useI18n } from "../../i18n/page-locale.ts";
import { richText } from "../../i18n/rich-text.tsx";
import { translatedOr } from "../../i18n/translated-or.ts";
import { SectionHeading, sectionClass, useUnsavedSection } from "./unsaved-changes.tsx";

const getVerificationCode = lazyEndpoint(() => import("@investar/contract/profile/get-verification-code"), "getVerificationCode");
const saveMobileNumberProfile = lazyEndpoint(
  () => import("@investar/contract/profile/save-mobile-number-profile"),
  "saveMobileNumberProfile",
);

/** Two steps: send a code by SMS to the new number, then enter it; the number changes only with that code. */
export function MobileSection({ userId, initial }: { userId: number; initial: string }) {
  const i18n = useI18n();
  const { t } = i18n;
  const [current, setCurrent] = useState(initial);
  const [codeSentTo, setCodeSentTo] = useState<string | null>(null);
  const sending = useForm({
    initial: { mobileNumber: "" },
    validate: ({ mobileNumber }) => ({ mobileNumber: isTenDigitMobile(mobileNumber) ? null : messages.mobileInvalid }),
  });
  const verifying = useForm({
    initial: { verificationCode: "" },
    validate: ({ verificationCode }) => ({
      verificationCode: isFiveDigitCode(verificationCode)
        ? null
        : translatedOr(i18n, "account.profile.mobile.codeInvalid", profileMessages.verificationCodeInvalid),
    }),
  });
  // A new number counts until it is verified: the code sent to it is lost with the page.
  const unsaved = sending.values.mobileNumber.trim() !== "" || codeSentTo !== null;
  useUnsavedSection("mobile", unsaved);

  const sendCode = async (event: FormEvent) => {
    event.preventDefault();
    const target = normalizeMobile(sending.values.mobileNumber);
    const sent = await sending.submit(
      () => callEndpoint(getVerificationCode, { query: { userId, mobileNumber: target } }),
      (answer) => answer.message,
    );
    if (sent) {
      setCodeSentTo(target);
      verifying.reset();
    }
  };

  const verify = async (event: FormEvent) => {
    event.preventDefault();
    if (!codeSentTo) return;
    const saved = await verifying.submit(
      ({ verificationCode }) =>
        callEndpoint(saveMobileNumberProfile, { query: { userId, mobileNumber: codeSentTo, verificationCode: verificationCode.trim() } }),
      t("account.profile.mobile.changed"),
    );
    if (saved) {
      setCurrent(saved.mobileNumber);
      setCodeSentTo(null);
      sending.reset();
      verifying.reset();
    }
  };

  return (
    <section className={sectionClass(unsaved)} aria-labelledby="mobile-heading">
      <SectionHeading id="mobile-heading" title={t("account.profile.mobile.heading")} unsaved={unsaved} />
      <p>
        {current
          ? richText(t("account.profile.mobile.current", { number: "{number}" }), { number: <strong>{current}</strong> })
          : t("account.profile.mobile.none")}
      </p>
      <form onSubmit={sendCode} noValidate className="profile-inline-form">
        <FormField
          id="mobile-new"
          label={t("account.profile.mobile.new")}
          type="tel"
          inputMode="numeric"
          autoComplete="tel"
          maxLength={MOBILE_INPUT_MAX_LENGTH}
          prefix="+91"
          {...sending.field("mobileNumber")}
          hint={t("account.profile.mobile.newHint")}
        />
        <SubmitButton className="button button--ghost" busy={sending.busy} busyLabel={t("account.profile.sending")}>
          {t(codeSentTo ? "account.profile.mobile.resend" : "account.profile.mobile.send")}
        </SubmitButton>
      </form>
      <LimitNotice message={sending.error} />
      {codeSentTo ? (
        <form onSubmit={verify} noValidate className="profile-inline-form">
          <FormField
            id="mobile-code"
            label={t("account.profile.mobile.code", { number: codeSentTo })}
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={5}
            value={verifying.values.verificationCode}
            onChange={(e) => verifying.set("verificationCode", e.target.value.trim())}
            error={verifying.errorOf("verificationCode")}
            hint={t("account.profile.mobile.codeHint")}
            autoFocus
          />
          <SubmitButton busy={verifying.busy} busyLabel={t("account.profile.mobile.checking")}>
            {t("account.profile.mobile.verify")}
          </SubmitButton>
        </form>
      ) : null}
    </section>
  );
}
