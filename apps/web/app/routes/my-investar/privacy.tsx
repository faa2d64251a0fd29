import { lazyEndpoint } from "@investar/contract/lazy-endpoint";
import type { MarketingConsentState, PrivacyOverview } from "@investar/contract/pages/privacy-consent";
import { isMarketingMailKind, type MarketingMailKind } from "@investar/core";
import { PRIVACY_NOTICE_PATH, consentSourceLabels, marketingConsentLabels, type ConsentRecordView } from "@investar/core/privacy-consent";
import { useState } from "react";
import { Link, useRevalidator } from "react-router";
import type { Route } from "./+types/privacy";
import { appContext } from "../../load-context.ts";
import { callEndpoint } from "../../lib/call-endpoint.ts";
import { marketingConsentAction } from "../../lib/forms/marketing-consent-action.ts";
import { pageMeta, publicUrlFrom } from "../../lib/page-meta.ts";
import { toast } from "../../lib/toast.ts";
import "../../styles/account-area.css";
import "../../styles/privacy.css";

const setMarketingConsent = lazyEndpoint(() => import("@investar/contract/privacy-consent/set-marketing-consent"), "setMarketingConsent");
const requestDataExport = lazyEndpoint(() => import("@investar/contract/privacy-consent/request-data-export"), "requestDataExport");

export async function loader({ context }: Route.LoaderArgs) {
  const { user, services } = context.get(appContext);
  // The guard has already sent visitors without a session to the login page.
  const overview: PrivacyOverview | null = user ? await services.getPrivacyOverview(user.userId) : null;
  return { overview };
}

/** A marketing switch posted before or without the page's script (ADR 0063): the API's own call, in-process. */
export async function action({ context, request }: Route.ActionArgs) {
  return marketingConsentAction(context.get(appContext), await request.formData());
}

export function meta({ matches }: Route.MetaArgs) {
  return pageMeta({
    title: "My privacy | Investar",
    description: "Your consents, a copy of your data, and your rights over it.",
    path: "/my-investar/privacy",
    publicUrl: publicUrlFrom(matches),
    noindex: true,
  });
}

// Fixed zone so the server's render and the browser's agree (and Indian customers see Indian dates).
const dateTime = new Intl.DateTimeFormat("en-IN", { dateStyle: "medium", timeStyle: "short", timeZone: "Asia/Kolkata" });
const when = (iso: string) => `${dateTime.format(new Date(iso))} IST`;

/** docs/business-rules.md#privacy-notice: the customer's consents, their data to download, and their other rights. */
export default function MyPrivacy({ loaderData, actionData }: Route.ComponentProps) {
  const { overview } = loaderData;
  if (!overview) return null;
  return (
    <div className="account-page">
      <header>
        <h1>My privacy</h1>
        <p>
          What you agreed to, the mails you get, and a copy of everything we keep about you. Read the{" "}
          <Link to={PRIVACY_NOTICE_PATH}>privacy notice</Link> for what we keep, why and for how long.
        </p>
      </header>
      <NoticeSection overview={overview} />
      <ConsentsSection marketing={overview.marketing} posted={actionData} />
      <DownloadSection lastExport={overview.lastExport} />
      {/* The other rights (docs/business-rules.md#privacy-notice): correction, erasure, requests and grievances have their own pages. */}
      <section className="card" aria-labelledby="rights-heading" data-privacy-rights="">
        <h2 id="rights-heading">Your other rights</h2>
        <ul className="privacy-rights">
          <li>
            <Link to="/my-investar/privacy/requests">Correct my data</Link>: change what you can on the spot, or ask us for what you cannot.
          </li>
          <li>
            <Link to="/my-investar/privacy/close-account">Close my account</Link> and erase your personal data.
          </li>
          <li>
            <Link to="/my-investar/privacy/requests">Requests and grievances</Link>: nominate someone, or complain to our Grievance Officer.
          </li>
        </ul>
      </section>
      <HistorySection history={overview.history} />
    </div>
  );
}

function NoticeSection({ overview }: { overview: PrivacyOverview }) {
  const { accepted, noticeVersion, adultDeclaredAt } = overview;
  return (
    <section className="card" aria-labelledby="notice-heading">
      <h2 id="notice-heading">Privacy notice</h2>
      {accepted ? (
        <p data-notice-accepted="">
          You accepted notice version <strong>{accepted.noticeVersion}</strong> on {when(accepted.at)}.
          {accepted.noticeVersion !== noticeVersion ? ` The notice has changed since: the current version is ${noticeVersion}.` : null}
        </p>
      ) : (
        <p>Your account was opened before we recorded the notice you accepted. The current version is {noticeVersion}.</p>
      )}
      {adultDeclaredAt ? <p>You declared that you are 18 or older on {when(adultDeclaredAt)}.</p> : null}
    </section>
  );
}

/** What a switch posted without a script answered: the same words as the script's toast, or the API's refusal. */
function postedNotice(posted: { values: Record<string, string>; message: string | null } | undefined) {
  if (!posted) return null;
  if (posted.message) return { role: "alert" as const, text: posted.message };
  const kind = posted.values.kind as MarketingMailKind;
  const label = marketingConsentLabels[kind] ?? kind;
  return {
    role: "status" as const,
    text: `${label}: ${posted.values.given === "true" ? "you will get these mails" : "no more of these mails"}.`,
  };
}

function ConsentsSection({
  marketing,
  posted,
}: {
  marketing: MarketingConsentState[];
  posted?: { values: Record<string, string>; message: string | null };
}) {
  const notice = postedNotice(posted);
  const revalidator = useRevalidator();
  const [busy, setBusy] = useState<string | null>(null);
  const toggle = async (item: MarketingConsentState) => {
    setBusy(item.kind);
    const result = await callEndpoint(setMarketingConsent, { body: { kind: item.kind, given: !item.on } });
    if (result.ok) {
      toast.success(`${marketingConsentLabels[item.kind]}: ${result.data.given ? "you will get these mails" : "no more of these mails"}.`);
      await revalidator.revalidate();
    } else toast.error(result.failure.message);
    setBusy(null);
  };
  return (
    <section className="card" aria-labelledby="consents-heading">
      <h2 id="consents-heading">Marketing mails</h2>
      <p>
        Each kind is sent only while it is on here. Switching one off takes effect at once; service mails (receipts, reminders) still come.
      </p>
      {notice ? (
        <p role={notice.role} className={notice.role === "alert" ? "notice notice--warning" : "notice notice--info"}>
          {notice.text}
        </p>
      ) : null}
      <ul className="privacy-consents">
        {marketing.map((item) => (
          <li key={item.kind} data-consent-kind={item.kind}>
            <span>
              <strong>{marketingConsentLabels[item.kind]}</strong>
              <span className="privacy-consents__when">
                {item.on ? "On" : "Off"}
                {item.changedAt ? ` since ${when(item.changedAt)}` : ""}
              </span>
            </span>
            {/* A plain form: before (or without) the script it posts to the page's action; once hydrated the click calls the API. */}
            <form
              method="post"
              onSubmit={(event) => {
                event.preventDefault();
                void toggle(item);
              }}
            >
              <input type="hidden" name="form" value="marketing-consent" />
              <input type="hidden" name="kind" value={item.kind} />
              <input type="hidden" name="given" value={item.on ? "false" : "true"} />
              <button
                type="submit"
                className={item.on ? "button button--ghost" : "button button--primary"}
                aria-pressed={item.on}
                disabled={busy !== null}
              >
                {busy === item.kind ? "Saving…" : item.on ? "Switch off" : "Switch on"}
              </button>
            </form>
          </li>
        ))}
      </ul>
    </section>
  );
}

const exportStatus = (lastExport: NonNullable<PrivacyOverview["lastExport"]>): string => {
  if (lastExport.status === "pending") return `Being prepared since ${when(lastExport.requestedAt)}: we will mail you the link.`;
  if (lastExport.status === "failed") return "The last copy could not be prepared. Please ask again; if it fails again, write to support.";
  if (lastExport.downloadedAt) return `Your last copy was downloaded on ${when(lastExport.downloadedAt)}.`;
  return `Your last copy was mailed on ${when(lastExport.readyAt ?? lastExport.requestedAt)}; its link works until ${when(lastExport.expiresAt!)}.`;
};

function DownloadSection({ lastExport }: { lastExport: PrivacyOverview["lastExport"] }) {
  const revalidator = useRevalidator();
  const [busy, setBusy] = useState(false);
  const ask = async () => {
    setBusy(true);
    const result = await callEndpoint(requestDataExport, {});
    if (result.ok) {
      toast.success(result.data.message);
      await revalidator.revalidate();
    } else toast.error(result.failure.message);
    setBusy(false);
  };
  return (
    <section className="card" aria-labelledby="download-heading">
      <h2 id="download-heading">Download my data</h2>
      <p>
        A ZIP with a readable summary and the same data as JSON: your profile, consents, logins and devices, subscriptions, orders,
        payments, wallet, invoices and credit notes (with their PDFs), webinars, referrals and support requests. We prepare it in the
        background and mail you a link that works once, for 7 days.
      </p>
      {lastExport ? <p data-export-status="">{exportStatus(lastExport)}</p> : null}
      <button
        type="button"
        className="button button--primary"
        disabled={busy || lastExport?.status === "pending"}
        aria-busy={busy}
        onClick={() => void ask()}
      >
        {busy ? "Asking…" : "Download my data"}
      </button>
    </section>
  );
}

const purposeText = (purpose: ConsentRecordView["purpose"]) =>
  purpose === "notice"
    ? "Privacy notice"
    : purpose === "age-18-plus"
      ? "18 or older"
      : isMarketingMailKind(purpose)
        ? marketingConsentLabels[purpose]
        : purpose;

function HistorySection({ history }: { history: ConsentRecordView[] }) {
  return (
    <section aria-labelledby="history-heading">
      <h2 id="history-heading">Consent history</h2>
      {history.length === 0 ? (
        <p>Nothing recorded yet.</p>
      ) : (
        <div className="table-wrap">
          <table className="table">
            <thead>
              <tr>
                <th scope="col">When</th>
                <th scope="col">What</th>
                <th scope="col">Given or withdrawn</th>
                <th scope="col">How</th>
                <th scope="col">Notice version</th>
              </tr>
            </thead>
            <tbody>
              {history.map((record, index) => (
                <tr key={index}>
                  <td>{when(record.at)}</td>
                  <td>{purposeText(record.purpose)}</td>
                  <td>{record.given ? "Given" : "Withdrawn"}</td>
                  <td>{consentSourceLabels[record.source] ?? record.source}</td>
                  <td>{record.noticeVersion}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
