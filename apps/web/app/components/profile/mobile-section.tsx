import { isFiveDigitCode, isTenDigitMobile, messages, MOBILE_HINT, MOBILE_INPUT_MAX_LENGTH, normalizeMobile } from "@investar/core";
import { profileMessages } from "@investar/core/profile";
import { useState, type FormEvent } from "react";
import { api } from "../../lib/api-client.ts";
import { FormField } from "../form-field.tsx";
import { LimitNotice } from "../limit-notice.tsx";
import { SectionHeading, sectionClass, useUnsavedSection } from "./unsaved-changes.tsx";
import { useSave } from "./use-save.ts";

/** Two steps: send a code by SMS to the new number, then enter it; the number changes only with that code. */
export function MobileSection({ userId, initial }: { userId: number; initial: string }) {
  const [current, setCurrent] = useState(initial);
  const [mobile, setMobile] = useState("");
  const [codeSentTo, setCodeSentTo] = useState<string | null>(null);
  const [code, setCode] = useState("");
  const [tried, setTried] = useState({ mobile: false, code: false });
  const sending = useSave();
  const verifying = useSave();
  // A new number counts until it is verified: the code sent to it is lost with the page.
  const unsaved = mobile.trim() !== "" || codeSentTo !== null;
  useUnsavedSection("mobile", unsaved);
  const mobileError = isTenDigitMobile(mobile) ? null : messages.mobileInvalid;
  const codeError = isFiveDigitCode(code) ? null : profileMessages.verificationCodeInvalid;

  const sendCode = async (event: FormEvent) => {
    event.preventDefault();
    setTried((t) => ({ ...t, mobile: true }));
    if (mobileError) return;
    const target = normalizeMobile(mobile);
    const sent = await sending.run(
      () => api.get<{ message: string }>("auth/GetVerificationCode", { userId, mobileNumber: target }),
      (answer) => answer.message,
    );
    if (sent) {
      setCodeSentTo(target);
      setCode("");
    }
  };

  const verify = async (event: FormEvent) => {
    event.preventDefault();
    setTried((t) => ({ ...t, code: true }));
    if (codeError || !codeSentTo) return;
    const saved = await verifying.run(
      () =>
        api.post<{ mobileNumber: string }>("user/SaveMobileNumberProfile", undefined, {
          userId,
          mobileNumber: codeSentTo,
          verificationCode: code.trim(),
        }),
      "Your mobile number has been changed.",
    );
    if (saved) {
      setCurrent(saved.mobileNumber);
      setCodeSentTo(null);
      setMobile("");
      setTried({ mobile: false, code: false });
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
          value={mobile}
          onChange={(e) => setMobile(e.target.value)}
          error={tried.mobile ? mobileError : null}
          hint={`${MOBILE_HINT} We send a 5-digit code to this number by SMS.`}
        />
        <button type="submit" className="button button--ghost" disabled={sending.busy} aria-busy={sending.busy}>
          {sending.busy ? "Sending…" : codeSentTo ? "Send a new code" : "Send code"}
        </button>
      </form>
      <LimitNotice message={sending.refusal} />
      {codeSentTo ? (
        <form onSubmit={verify} noValidate className="profile-inline-form">
          <FormField
            id="mobile-code"
            label={`Code sent to ${codeSentTo}`}
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={5}
            value={code}
            onChange={(e) => setCode(e.target.value.trim())}
            error={tried.code ? codeError : null}
            hint="The code is valid for 10 minutes."
            autoFocus
          />
          <button type="submit" className="button button--primary" disabled={verifying.busy} aria-busy={verifying.busy}>
            {verifying.busy ? "Checking…" : "Verify and save"}
          </button>
        </form>
      ) : null}
    </section>
  );
}
