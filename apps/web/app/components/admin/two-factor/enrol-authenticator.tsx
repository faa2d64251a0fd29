import { lazyEndpoint } from "@investar/contract/lazy-endpoint";
import { useState, type FormEvent } from "react";
import { twoFactorMessages } from "@investar/core";
import type { EndpointAnswer } from "@investar/contract/endpoint";
import { answerOrThrow } from "../../../lib/answer-or-throw.ts";
import { callEndpoint } from "../../../lib/call-endpoint.ts";
import { useCall } from "../../../lib/use-call.ts";
import { FormField } from "../../form-field.tsx";

const confirmTwoFactorEnrolment = lazyEndpoint(
  () => import("@investar/contract/two-factor/confirm-two-factor-enrolment"),
  "confirmTwoFactorEnrolment",
);
const startTwoFactorEnrolment = lazyEndpoint(
  () => import("@investar/contract/two-factor/start-two-factor-enrolment"),
  "startTwoFactorEnrolment",
);

type EnrolmentOffer = EndpointAnswer<typeof startTwoFactorEnrolment>;

/**
 * Enrolling an authenticator app: a new secret as a QR code (and as text, for apps that cannot scan), the
 * first code to prove the app has it, then the ten recovery codes, shown this once.
 */
export function EnrolAuthenticator({ onDone }: { onDone(): void }) {
  const [offer, setOffer] = useState<EnrolmentOffer | null>(null);
  const [code, setCode] = useState("");
  const [recoveryCodes, setRecoveryCodes] = useState<string[] | null>(null);
  const start = useCall();
  const check = useCall();

  const begin = async () => {
    const answer = await start.run(() => answerOrThrow(callEndpoint(startTwoFactorEnrolment, {})));
    if (answer.ok) setOffer(answer.value);
  };

  const confirmCode = async (event: FormEvent) => {
    event.preventDefault();
    if (!code.trim()) return check.setError(twoFactorMessages.codeNeeded);
    const answer = await check.run(() => answerOrThrow(callEndpoint(confirmTwoFactorEnrolment, { body: { code: code.trim() } })));
    if (answer.ok) setRecoveryCodes(answer.value.recoveryCodes);
  };

  if (recoveryCodes) {
    return (
      <section className="card" aria-labelledby="recovery-codes-heading">
        <h2 id="recovery-codes-heading">Two-factor sign-in is on</h2>
        <p>
          Keep these recovery codes somewhere safe, away from your phone. Each one signs you in once if you lose your phone. They are shown
          only now.
        </p>
        <ul className="two-factor__codes" aria-label="Recovery codes">
          {recoveryCodes.map((recovery) => (
            <li key={recovery}>
              <code>{recovery}</code>
            </li>
          ))}
        </ul>
        <button type="button" className="button button--primary" onClick={onDone}>
          I have saved my recovery codes
        </button>
      </section>
    );
  }

  if (!offer) {
    return (
      <section className="card" aria-labelledby="enrol-heading">
        <h2 id="enrol-heading">Set up two-factor sign-in</h2>
        <p>
          After your password, each login will ask for a six-digit code from an authenticator app on your phone (Google Authenticator,
          Microsoft Authenticator, 1Password, Authy or any TOTP app).
        </p>
        {start.error ? (
          <p className="field__error" role="alert">
            {start.error}
          </p>
        ) : null}
        <button type="button" className="button button--primary" onClick={begin} disabled={start.busy} aria-busy={start.busy}>
          Set up two-factor sign-in
        </button>
      </section>
    );
  }

  return (
    <section className="card" aria-labelledby="scan-heading">
      <h2 id="scan-heading">Scan the QR code</h2>
      <p>Open your authenticator app, add an account and scan this code.</p>
      <img className="two-factor__qr" src={offer.qrCode} alt="QR code for your authenticator app" width={200} height={200} />
      <p>
        Cannot scan? Enter this key in the app instead: <code id="two-factor-secret">{offer.secret}</code>
      </p>
      <form onSubmit={confirmCode} noValidate>
        <FormField
          id="two-factor-confirm-code"
          label="Code from the app"
          autoComplete="one-time-code"
          inputMode="numeric"
          value={code}
          error={check.error}
          onChange={(e) => setCode(e.target.value)}
        />
        <button type="submit" className="button button--primary" disabled={check.busy} aria-busy={check.busy}>
          Turn on two-factor sign-in
        </button>
      </form>
    </section>
  );
}
