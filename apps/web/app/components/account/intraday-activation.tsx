import { lazyEndpoint } from "@investar/contract/lazy-endpoint";
import { isActivationCode, messages } from "@investar/core";
import type { EndpointAnswer } from "@investar/contract/endpoint";
import { useEffect, useState, type FormEvent } from "react";
import { callEndpoint } from "../../lib/call-endpoint.ts";
import { useForm } from "../../lib/forms/use-form.ts";
import { FormField, SubmitButton } from "../form-field.tsx";
import { LimitNotice } from "../limit-notice.tsx";
import { SentCodeField } from "./sent-code-field.tsx";
import { AccountSection } from "./account-section.tsx";
import "../../styles/account-area.css";

const activateIntraday = lazyEndpoint(() => import("@investar/contract/intraday/activate-intraday"), "activateIntraday");
const getIntradayActivationCode = lazyEndpoint(
  () => import("@investar/contract/intraday/get-intraday-activation-code"),
  "getIntradayActivationCode",
);
const getIntradayActivationDetails = lazyEndpoint(
  () => import("@investar/contract/intraday/get-intraday-activation-details"),
  "getIntradayActivationDetails",
);

type ActivationDetails = EndpointAnswer<typeof getIntradayActivationDetails>;

const dateFormat = new Intl.DateTimeFormat("en-IN", { dateStyle: "medium", timeStyle: "short", timeZone: "Asia/Kolkata" });

/** docs/business-rules.md#logged-in-user keeps the activation in local storage under IntradayActivation (cleared at logout). */
function rememberActivation() {
  try {
    localStorage.setItem("IntradayActivation", "true");
  } catch {
    // storage unavailable: the server is the record
  }
}

/**
 * "Intraday activation" card for any account page: shows whether intraday is on; otherwise sends a 5-digit
 * code by SMS or email to the number or address on the account (typed again to confirm) and activates with it.
 */
export function IntradayActivation({ userId }: { userId: number }) {
  const [details, setDetails] = useState<ActivationDetails | null>(null);
  const [loadError, setLoadError] = useState<string | null>(null);

  useEffect(() => {
    void callEndpoint(getIntradayActivationDetails, { query: { userId } }).then((result) =>
      result.ok ? setDetails(result.data) : setLoadError(result.failure.message),
    );
  }, [userId]);

  return (
    <AccountSection id="intraday-heading" className="card" heading="Intraday activation">
      {loadError ? (
        <p className="field__error" role="alert">
          {loadError}
        </p>
      ) : !details ? (
        <p>Loading…</p>
      ) : details.isActivated ? (
        <p role="status">
          Intraday is active on your account{details.activatedAt ? ` since ${dateFormat.format(new Date(details.activatedAt))}` : ""}.
        </p>
      ) : (
        <ActivationSteps userId={userId} details={details} onActivated={setDetails} />
      )}
    </AccountSection>
  );
}

function ActivationSteps({
  userId,
  details,
  onActivated,
}: {
  userId: number;
  details: ActivationDetails;
  onActivated(next: ActivationDetails): void;
}) {
  const [isEmail, setIsEmail] = useState(!details.mobile);
  const [codeSentTo, setCodeSentTo] = useState<string | null>(null);
  const sending = useForm({
    initial: { mobileOrEmail: "" },
    validate: ({ mobileOrEmail }) => ({
      mobileOrEmail: mobileOrEmail.trim()
        ? null
        : isEmail
          ? "Enter the email address of your account."
          : "Enter the mobile number of your account.",
    }),
  });
  const activating = useForm({
    initial: { intradayActivationCode: "" },
    validate: ({ intradayActivationCode }) => ({
      intradayActivationCode: isActivationCode(intradayActivationCode) ? null : messages.activationCodeInvalid,
    }),
  });
  const busy = sending.busy || activating.busy;

  const sendCode = async (event: FormEvent) => {
    event.preventDefault();
    const answer = await sending.submit(
      ({ mobileOrEmail }) =>
        callEndpoint(getIntradayActivationCode, { query: { userId, mobileOrEmail: mobileOrEmail.trim(), isEmail: String(isEmail) } }),
      (sent) => sent.message,
    );
    if (answer) {
      setCodeSentTo(answer.sentTo);
      activating.reset();
    }
  };

  const activate = async (event: FormEvent) => {
    event.preventDefault();
    const answer = await activating.submit(
      ({ intradayActivationCode }) =>
        callEndpoint(activateIntraday, { query: { userId, intradayActivationCode: intradayActivationCode.trim() } }),
      (activated) => activated.message,
    );
    if (answer) {
      rememberActivation();
      onActivated({ ...details, isActivated: true, activatedAt: answer.activatedAt });
    }
  };

  if (codeSentTo) {
    return (
      <form onSubmit={activate} noValidate>
        <p>We have sent a 5-digit code to {codeSentTo}. It expires in 10 minutes.</p>
        <SentCodeField id="intraday-code" label="Activation code" {...activating.field("intradayActivationCode")} />
        <div className="button-row">
          <SubmitButton busy={busy} busyLabel="Activate intraday">
            Activate intraday
          </SubmitButton>
          <button type="button" className="button button--ghost" disabled={busy} onClick={() => setCodeSentTo(null)}>
            Send a new code
          </button>
        </div>
      </form>
    );
  }

  return (
    <form onSubmit={sendCode} noValidate>
      <p>Intraday data is not activated yet. We send you a code to confirm it is you.</p>
      <fieldset className="choice-list">
        <legend>Send the code by</legend>
        <label>
          <input type="radio" name="intraday-channel" checked={!isEmail} disabled={!details.mobile} onChange={() => setIsEmail(false)} />
          SMS {details.mobile ? `to ${details.mobile}` : "(no mobile number on your account)"}
        </label>
        <label>
          <input type="radio" name="intraday-channel" checked={isEmail} onChange={() => setIsEmail(true)} />
          Email to {details.email}
        </label>
      </fieldset>
      <FormField
        id="intraday-contact"
        label={isEmail ? "Confirm your email address" : "Confirm your mobile number"}
        type={isEmail ? "email" : "tel"}
        inputMode={isEmail ? "email" : "numeric"}
        autoComplete={isEmail ? "email" : "tel"}
        {...sending.field("mobileOrEmail")}
        hint={isEmail ? `The full address shown above as ${details.email}.` : `The full number shown above as ${details.mobile ?? ""}.`}
      />
      <SubmitButton busy={busy} busyLabel="Send code">
        Send code
      </SubmitButton>
      <LimitNotice message={sending.error ?? activating.error} />
    </form>
  );
}
