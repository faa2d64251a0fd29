import { lazyEndpoint } from "@investar/contract/lazy-endpoint";
import { isFiveDigitCode, isTenDigitMobile, messages, MOBILE_HINT, MOBILE_INPUT_MAX_LENGTH, normalizeMobile } from "@investar/core";
import { profileMessages } from "@investar/core/profile";
import { useState, type FormEvent } from "react";
import { callEndpoint } from "../../lib/call-endpoint.ts";
import { useForm } from "../../lib/forms/use-form.ts";
import { FormField, SubmitButton } from "../form-field.tsx";
import { LimitNotice } from "../limit-notice.tsx";
import { SectionHeading, sectionClass, useUnsavedSection } from "./unsaved-changes.tsx";

const getVerificationCode = lazyEndpoint(() => import("@investar/contract/profile/get-verification-code"), "getVerificationCode");
const saveMobileNumberProfile = lazyEndpoint(
  () => import("@investar/contract/profile/save-mobile-number-profile"),
  "saveMobileNumberProfile",
);

/** Two steps: send a code by SMS to the new number, then enter it; the number changes only with that code. */
export function MobileSection({ userId, initial }: { userId: number; initial: string }) {
  const [current, setCurrent] = useState(initial);
  const [codeSentTo, setCodeSentTo] = useState<string | null>(null);
  const sending = useForm({
    initial: { mobileNumber: "" },
    validate: ({ mobileNumber }) => ({ mobileNumber: isTenDigitMobile(mobileNumber) ? null : messages.mobileInvalid }),
  });
  const verifying = useForm({
    initial: { verificationCode: "" },
    validate: ({ verificationCode }) => ({
      verificationCode: isFiveDigitCode(verificationCode) ? null : profileMessages.verificationCodeInvalid,
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
      "Your mobile number has been changed.",
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
      <SectionHeading id="mobile-heading" title="Mobile number" unsaved={unsaved} />
      <p>
        {current ? (
          <>
            Your mobile number is <strong>{current}</strong>.
          </>
        ) : (
          "No mobile number yet."
        )}
      </p>
      <form onSubmit={sendCode} noValidate className="profile-inline-form">
        <FormField
          id="mobile-new"
          label="New mobile number"
          type="tel"
          inputMode="numeric"
          autoComplete="tel-national"
          maxLength={MOBILE_INPUT_MAX_LENGTH}
          prefix="+91"
          {...sending.field("mobileNumber")}
          hint={`${MOBILE_HINT} We send a 5-digit code to this number by SMS.`}
        />
        <SubmitButton className="button button--ghost" busy={sending.busy} busyLabel="Sending…">
          {codeSentTo ? "Send a new code" : "Send code"}
        </SubmitButton>
      </form>
      <LimitNotice message={sending.error} />
      {codeSentTo ? (
        <form onSubmit={verify} noValidate className="profile-inline-form">
          <FormField
            id="mobile-code"
            label={`Code sent to ${codeSentTo}`}
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={5}
            value={verifying.values.verificationCode}
            onChange={(e) => verifying.set("verificationCode", e.target.value.trim())}
            error={verifying.errorOf("verificationCode")}
            hint="The code is valid for 10 minutes."
            autoFocus
          />
          <SubmitButton busy={verifying.busy} busyLabel="Checking…">
            Verify and save
          </SubmitButton>
        </form>
      ) : null}
    </section>
  );
}
