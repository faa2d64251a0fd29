import { isActivationCode, messages } from "@investar/core";
import { useEffect, useState, type FormEvent } from "react";
import { api } from "../../lib/api-client.ts";
import { apiErrorMessage } from "../../lib/api-error-message.ts";
import { FormField } from "../form-field.tsx";
import { LimitNotice } from "../limit-notice.tsx";
import { useSave } from "../profile/use-save.ts";
import "../../styles/account-area.css";

interface ActivationDetails {
  isActivated: boolean;
  activatedAt: string | null;
  email: string;
  mobile: string | null;
}

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
    api
      .get<ActivationDetails>("auth/GetIntradayActivationDetails", { userId })
      .then(setDetails)
      .catch((failure: unknown) => setLoadError(apiErrorMessage(failure)));
  }, [userId]);

  return (
    <section className="card" aria-labelledby="intraday-heading">
      <h2 id="intraday-heading">Intraday activation</h2>
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
    </section>
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
  const [contact, setContact] = useState("");
  const [code, setCode] = useState("");
  const [codeSentTo, setCodeSentTo] = useState<string | null>(null);
  const [touched, setTouched] = useState(false);
  const { busy, refusal, run } = useSave();
  const contactProblem = contact.trim()
    ? null
    : isEmail
      ? "Enter the email address of your account."
      : "Enter the mobile number of your account.";
  const codeProblem = isActivationCode(code) ? null : messages.activationCodeInvalid;

  const sendCode = async (event: FormEvent) => {
    event.preventDefault();
    setTouched(true);
    if (contactProblem) return;
    const answer = await run(
      () =>
        api.get<{ message: string; sentTo: string }>("auth/GetIntradayActivationCode", { userId, mobileOrEmail: contact.trim(), isEmail }),
      (sent) => sent.message,
    );
    if (answer) {
      setCodeSentTo(answer.sentTo);
      setTouched(false);
    }
  };

  const activate = async (event: FormEvent) => {
    event.preventDefault();
    setTouched(true);
    if (codeProblem) return;
    const answer = await run(
      () => api.get<{ activatedAt: string; message: string }>("auth/ActivateIntraday", { userId, intradayActivationCode: code.trim() }),
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
        <FormField
          id="intraday-code"
          label="Activation code"
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={5}
          value={code}
          onChange={(e) => setCode(e.target.value)}
          error={touched ? codeProblem : null}
        />
        <div className="button-row">
          <button type="submit" className="button button--primary" disabled={busy} aria-busy={busy}>
            Activate intraday
          </button>
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
        autoComplete={isEmail ? "email" : "tel-national"}
        value={contact}
        onChange={(e) => setContact(e.target.value)}
        hint={isEmail ? `The full address shown above as ${details.email}.` : `The full number shown above as ${details.mobile ?? ""}.`}
        error={touched ? contactProblem : null}
      />
      <button type="submit" className="button button--primary" disabled={busy} aria-busy={busy}>
        Send code
      </button>
      <LimitNotice message={refusal} />
    </form>
  );
}
