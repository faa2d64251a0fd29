import { useEffect, useState, type FormEvent } from "react";
import { Link } from "react-router";
import type { Route } from "./+types/mobile-trial";
import { FormField } from "../components/form-field.tsx";
import { LimitNotice } from "../components/limit-notice.tsx";
import { api } from "../lib/api-client.ts";
import { pageMeta, publicUrlFrom } from "../lib/page-meta.ts";
import { useRootData } from "../lib/root-data.ts";
import { useCall } from "../lib/use-call.ts";
import "../styles/account-area.css";

export function meta({ matches }: Route.MetaArgs) {
  return pageMeta({
    title: "Start your mobile app trial | Investar",
    description: "Confirm your mobile number with an SMS code and try the Investar mobile app free for 7 days.",
    path: "/MobileTrial",
    publicUrl: publicUrlFrom(matches),
    noindex: true,
  });
}

interface Contact {
  mobileNumber: string;
  mobileTrialActivatedAt: string | null;
}

/** docs/business-rules.md#mobile-trial: the mobile app trial, confirmed by an SMS code (one trial per account and per number). */
export default function MobileTrial() {
  const { user } = useRootData();
  const userId = user?.userId ?? 0;
  const [contact, setContact] = useState<Contact | null>(null);
  const [mobile, setMobile] = useState("");
  const [sent, setSent] = useState<string | null>(null);
  const [code, setCode] = useState("");
  const [started, setStarted] = useState<{ expiryDate: string } | null>(null);
  const { busy, error, run } = useCall();

  useEffect(() => {
    if (!userId) return;
    void api.get<Contact>("payment/GetMobileNumberFromUserId", { userId }).then((answer) => {
      setContact(answer);
      setMobile(answer.mobileNumber);
    });
  }, [userId]);

  const sendCode = async (event: FormEvent) => {
    event.preventDefault();
    const result = await run(() =>
      api.get<{ message: string }>("payment/SendVerificationCode", { userId, mobileNumber: mobile.trim(), isForMobileTrial: true }),
    );
    if (result.ok) setSent(result.value.message);
  };

  const start = async (event: FormEvent) => {
    event.preventDefault();
    const different = contact !== null && mobile.trim() !== contact.mobileNumber;
    const result = await run(() =>
      api.get<{ expiryDate: string }>("payment/ActivateMobileTrial", {
        userId,
        mobileNumber: mobile.trim(),
        verificationCode: code.trim(),
        isMobileNumberDifferent: different,
      }),
    );
    if (result.ok) setStarted(result.value);
  };

  return (
    <div className="account-page">
      <header>
        <h1>Investar mobile app: 7-day free trial</h1>
        <p>
          Confirm your mobile number with the code we send by SMS, and the trial starts at once. Each account and each number can take the
          trial once.
        </p>
      </header>
      {started ? (
        <p className="notice notice--success" role="status">
          Your mobile app trial has started. It runs until {started.expiryDate}. <Link to="/PricingMobile">See the mobile plans</Link>
        </p>
      ) : contact?.mobileTrialActivatedAt ? (
        <p className="notice notice--warning">You have already used the mobile app&rsquo;s free trial.</p>
      ) : (
        <section className="card">
          <form onSubmit={sendCode} aria-label="Send the code">
            <FormField
              id="mobileNumber"
              label="Mobile number"
              inputMode="numeric"
              maxLength={10}
              required
              value={mobile}
              onChange={(e) => setMobile(e.target.value)}
            />
            <button type="submit" className="button button--ghost" disabled={busy}>
              {sent ? "Send a new code" : "Send code"}
            </button>
          </form>
          {sent ? (
            <form onSubmit={start} aria-label="Start the trial">
              <p role="status">{sent}</p>
              <FormField
                id="verificationCode"
                label="Code from the SMS"
                inputMode="numeric"
                maxLength={5}
                required
                value={code}
                onChange={(e) => setCode(e.target.value)}
              />
              <button type="submit" className="button button--primary" disabled={busy} aria-busy={busy}>
                Start my mobile trial
              </button>
            </form>
          ) : null}
          <LimitNotice message={error} />
        </section>
      )}
    </div>
  );
}
