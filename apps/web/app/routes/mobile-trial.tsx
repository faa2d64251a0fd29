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
import { useRootData } from "../lib/root-data.ts";
import { translatedMeta } from "../lib/translated-meta.ts";
import { customerMessages } from "../i18n/customer-messages.server.ts";
import { reportIn } from "../i18n/failure-text.ts";
import { useI18n } from "../i18n/page-locale.ts";
import { translatedOr } from "../i18n/translated-or.ts";
import "../styles/account-area.css";

const activateMobileTrial = lazyEndpoint(() => import("@investar/contract/mobile-trial/activate-mobile-trial"), "activateMobileTrial");
const getMobileNumberFromUserId = lazyEndpoint(
  () => import("@investar/contract/mobile-trial/get-mobile-number-from-user-id"),
  "getMobileNumberFromUserId",
);
const sendVerificationCode = lazyEndpoint(() => import("@investar/contract/mobile-trial/send-verification-code"), "sendVerificationCode");

/**
 * The app's store badges and QR code (ADR 0040): the trial is used in the app. The page is the customer's own, in
 * their language (docs/adr/0059-hindi-with-lingui.md#choosing-a-language).
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  // The field's refusal is core's validator's, said through auth.validation.* (docs/adr/0059-hindi-with-lingui.md#errors).
  const messages = customerMessages(request, context, {
    mobile: ["mobile.trial."],
    download: ["download.app."],
    auth: ["auth.validation."],
  });
  return { mobileApp: await context.get(appContext).services.getMobileApp(), messages };
}

export function meta({ matches }: Route.MetaArgs) {
  return translatedMeta(matches, { key: "mobile.trial", path: "/MobileTrial", noindex: true });
}

type Contact = EndpointAnswer<typeof getMobileNumberFromUserId>;

/** docs/business-rules.md#mobile-trial: the mobile app trial, confirmed by an SMS code (one trial per account and per number). */
export default function MobileTrial({ loaderData }: Route.ComponentProps) {
  const { user } = useRootData();
  const text = useI18n();
  const { t, href } = text;
  const userId = user?.userId ?? 0;
  const [contact, setContact] = useState<Contact | null>(null);
  const [sent, setSent] = useState<string | null>(null);
  const [started, setStarted] = useState<EndpointAnswer<typeof activateMobileTrial> | null>(null);
  // Both steps share the form: one busy state, and the refusal kept under it (no toast).
  const form = useForm({ initial: { mobileNumber: "", verificationCode: "" }, report: reportIn(text) });

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
    // The server's sentence also says how long the code lasts; a translated page says where it went in its words.
    if (answer) setSent(translatedOr(text, "mobile.trial.sent", answer.message, { number: form.values.mobileNumber.trim() }));
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
        <h1>{t("mobile.trial.heading")}</h1>
        <p>{t("mobile.trial.lead")}</p>
      </header>
      {started ? (
        <p className="notice notice--success" role="status">
          {t("mobile.trial.started", { date: text.language === "en" ? started.expiryDate : text.day(started.expiryDate) })}{" "}
          <Link to={href("/PricingMobile")}>{t("mobile.trial.plans")}</Link>
        </p>
      ) : contact?.mobileTrialActivatedAt ? (
        <p className="notice notice--warning">{t("mobile.trial.used")}</p>
      ) : (
        <section className="card">
          <form onSubmit={sendCode} aria-label={t("mobile.trial.sendForm")}>
            <FormField
              id="mobileNumber"
              label={t("mobile.trial.number")}
              inputMode="numeric"
              maxLength={10}
              required
              {...form.field("mobileNumber")}
            />
            <SubmitButton
              className="button button--ghost"
              busy={form.busy}
              busyLabel={t(sent ? "mobile.trial.resend" : "mobile.trial.send")}
            >
              {t(sent ? "mobile.trial.resend" : "mobile.trial.send")}
            </SubmitButton>
          </form>
          {sent ? (
            <form onSubmit={start} aria-label={t("mobile.trial.startForm")}>
              <p role="status">{sent}</p>
              <FormField
                id="verificationCode"
                label={t("mobile.trial.code")}
                inputMode="numeric"
                maxLength={5}
                required
                {...form.field("verificationCode")}
              />
              <SubmitButton busy={form.busy} busyLabel={t("mobile.trial.start")}>
                {t("mobile.trial.start")}
              </SubmitButton>
            </form>
          ) : null}
          <LimitNotice message={form.error} />
        </section>
      )}
      <MobileAppLinks app={loaderData.mobileApp}>
        <p>{t("mobile.trial.app")}</p>
      </MobileAppLinks>
    </div>
  );
}
