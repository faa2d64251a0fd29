import { lazyEndpoint } from "@investar/contract/lazy-endpoint";
import type { EndpointAnswer } from "@investar/contract/endpoint";
import { useEffect, useState, type FormEvent } from "react";
import { Link } from "react-router";
import type { Route } from "./+types/mobile-trial";
import { FormField, SubmitButton } from "../components/form-field.tsx";
import { LimitNotice } from "../components/limit-notice.tsx";
import { MobileAppLinks } from "../components/mobile-app/mobile-app-links.tsx";
import { appContext } from "../load-context.ts";
import { callEndpoint } from "../lib/call-endpoint.ts";
import { useForm } from "../lib/forms/use-form.ts";
import { pageMeta, publicUrlFrom } from "../lib/page-meta.ts";
import { useRootData } from "../lib/root-data.ts";
import "../styles/account-area.css";

const activateMobileTrial = lazyEndpoint(() => import("@investar/contract/mobile-trial/activate-mobile-trial"), "activateMobileTrial");
const getMobileNumberFromUserId = lazyEndpoint(
  () => import("@investar/contract/mobile-trial/get-mobile-number-from-user-id"),
  "getMobileNumberFromUserId",
);
const sendVerificationCode = lazyEndpoint(() => import("@investar/contract/mobile-trial/send-verification-code"), "sendVerificationCode");

/** The app's store badges and QR code (ADR 0040): the trial is used in the app. */
export async function loader({ context }: Route.LoaderArgs) {
  return { mobileApp: await context.get(appContext).services.getMobileApp() };
}

export function meta({ matches }: Route.MetaArgs) {
  return pageMeta({
    title: "Start your mobile app trial | Investar",
    description: "Confirm your mobile number with an SMS code and try the Investar mobile app free for 7 days.",
    path: "/MobileTrial",
    publicUrl: publicUrlFrom(matches),
    noindex: true,
  });
}

type Contact = EndpointAnswer<typeof getMobileNumberFromUserId>;

/** docs/business-rules.md#mobile-trial: the mobile app trial, confirmed by an SMS code (one trial per account and per number). */
export default function MobileTrial({ loaderData }: Route.ComponentProps) {
  const { user } = useRootData();
  const userId = user?.userId ?? 0;
  const [contact, setContact] = useState<Contact | null>(null);
  const [sent, setSent] = useState<string | null>(null);
  const [started, setStarted] = useState<EndpointAnswer<typeof activateMobileTrial> | null>(null);
  // Both steps share the form: one busy state, and the refusal kept under it (no toast).
  const form = useForm({ initial: { mobileNumber: "", verificationCode: "" }, report: (failure) => failure.message });

  useEffect(() => {
    if (!userId) return;
    void callEndpoint(getMobileNumberFromUserId, { query: { userId } }).then((result) => {
      if (!result.ok) return;
      setContact(result.data);
      form.set("mobileNumber", result.data.mobileNumber);
    });
    // The contact is read once per account (the form's setter is stable).
  }, [userId]);

  const sendCode = async (event: FormEvent) => {
    event.preventDefault();
    const answer = await form.submit(({ mobileNumber }) =>
      callEndpoint(sendVerificationCode, { query: { userId, mobileNumber: mobileNumber.trim(), isForMobileTrial: "true" } }),
    );
    if (answer) setSent(answer.message);
  };

  const start = async (event: FormEvent) => {
    event.preventDefault();
    const answer = await form.submit(({ mobileNumber, verificationCode }) =>
      callEndpoint(activateMobileTrial, {
        query: {
          userId,
          mobileNumber: mobileNumber.trim(),
          verificationCode: verificationCode.trim(),
          isMobileNumberDifferent: String(contact !== null && mobileNumber.trim() !== contact.mobileNumber),
        },
      }),
    );
    if (answer) setStarted(answer);
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
              {...form.field("mobileNumber")}
            />
            <SubmitButton className="button button--ghost" busy={form.busy} busyLabel={sent ? "Send a new code" : "Send code"}>
              {sent ? "Send a new code" : "Send code"}
            </SubmitButton>
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
                {...form.field("verificationCode")}
              />
              <SubmitButton busy={form.busy} busyLabel="Start my mobile trial">
                Start my mobile trial
              </SubmitButton>
            </form>
          ) : null}
          <LimitNotice message={form.error} />
        </section>
      )}
      <MobileAppLinks app={loaderData.mobileApp}>
        <p>Install the app and sign in with your Investar account: your trial and any plan you buy are in it.</p>
      </MobileAppLinks>
    </div>
  );
}
