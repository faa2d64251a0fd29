import { lazyEndpoint } from "@investar/contract/lazy-endpoint";
import type { MarketingConsentState, PrivacyOverview } from "@investar/contract/pages/privacy-consent";
import { isMarketingMailKind } from "@investar/core";
import { PRIVACY_NOTICE_PATH, type ConsentRecordView } from "@investar/core/privacy-consent";
import { useState } from "react";
import { Link, useRevalidator } from "react-router";
import type { Route } from "./+types/privacy";
import { appContext } from "../../load-context.ts";
import { callEndpoint } from "../../lib/call-endpoint.ts";
import { dateTimeIn } from "../../lib/date-time.ts";
import { marketingConsentAction } from "../../lib/forms/marketing-consent-action.ts";
import { pageMeta, publicUrlFrom } from "../../lib/page-meta.ts";
import { toast } from "../../lib/toast.ts";
import { customerMessages, customerText } from "../../i18n/customer-messages.server.ts";
import { errorText } from "../../i18n/error-text.ts";
import { metaText, useI18n, type PageText } from "../../i18n/page-locale.ts";
import { richText, slots } from "../../i18n/rich-text.tsx";
import "../../styles/account-area.css";
import "../../styles/privacy.css";
import { ScriptButton } from "../../components/script-button.tsx";

const setMarketingConsent = lazyEndpoint(() => import("@investar/contract/privacy-consent/set-marketing-consent"), "setMarketingConsent");
const requestDataExport = lazyEndpoint(() => import("@investar/contract/privacy-consent/request-data-export"), "requestDataExport");

export async function loader({ context, request }: Route.LoaderArgs) {
  const { user, services } = context.get(appContext);
  // The guard has already sent visitors without a session to the login page.
  const overview: PrivacyOverview | null = user ? await services.getPrivacyOverview(user.userId) : null;
  const groups = ["page", "notice", "consents", "download", "rights", "history", "when"].map((group) => `privacy.${group}`);
  return { overview, messages: customerMessages(request, context, { privacy: groups }) };
}

/** A marketing switch posted before or without the page's script (ADR 0063): the API's own call, in-process. */
export async function action({ context, request }: Route.ActionArgs) {
  return marketingConsentAction(context.get(appContext), await request.formData(), customerText(request, context, []));
}

export function meta({ matches }: Route.MetaArgs) {
  const { t } = metaText(matches);
  return pageMeta({
    title: t("privacy.page.title"),
    description: t("privacy.page.description"),
    path: "/my-investar/privacy",
    publicUrl: publicUrlFrom(matches),
    noindex: true,
  });
}

/** A moment in India's zone, in the page's language ("28 नव॰ 2026, 12:35 pm IST"). */
const whenIn = (text: PageText) => (iso: string) => text.t("privacy.when", { when: dateTimeIn(text.language, iso) });

/** docs/business-rules.md#privacy-notice: the customer's consents, their data to download, and their other rights. */
export default function MyPrivacy({ loaderData, actionData }: Route.ComponentProps) {
  const { overview } = loaderData;
  const text = useI18n();
  const { t } = text;
  if (!overview) return null;
  return (
    <div className="account-page">
      <header>
        <h1>{t("privacy.page.heading")}</h1>
        <p>
          {richText(t("privacy.page.lead", slots("notice")), {
            notice: <Link to={PRIVACY_NOTICE_PATH}>{t("privacy.page.noticeLink")}</Link>,
          })}
          {/* The legal notice itself stays English (docs/adr/0059-hindi-with-lingui.md): the page says so in its language. */}
          {text.locale === "en" ? null : <> {t("privacy.page.noticeInEnglish")}</>}
        </p>
      </header>
      <NoticeSection overview={overview} />
      <ConsentsSection marketing={overview.marketing} posted={actionData} />
      <DownloadSection lastExport={overview.lastExport} />
      {/* The other rights (docs/business-rules.md#privacy-notice): correction, erasure, requests and grievances have their own pages. */}
      <section className="card" aria-labelledby="rights-heading" data-privacy-rights="">
        <h2 id="rights-heading">{t("privacy.rights.heading")}</h2>
        <ul className="privacy-rights">
          <li>
            {richText(t("privacy.rights.correct", slots("link")), {
              link: <Link to="/my-investar/privacy/requests">{t("privacy.rights.correctLink")}</Link>,
            })}
          </li>
          <li>
            {richText(t("privacy.rights.close", slots("link")), {
              link: <Link to="/my-investar/privacy/close-account">{t("privacy.rights.closeLink")}</Link>,
            })}
          </li>
          <li>
            {richText(t("privacy.rights.requests", slots("link")), {
              link: <Link to="/my-investar/privacy/requests">{t("privacy.rights.requestsLink")}</Link>,
            })}
          </li>
        </ul>
      </section>
      <HistorySection history={overview.history} />
    </div>
  );
}

function NoticeSection({ overview }: { overview: PrivacyOverview }) {
  const { accepted, noticeVersion, adultDeclaredAt } = overview;
  const text = useI18n();
  const { t } = text;
  const when = whenIn(text);
  return (
    <section className="card" aria-labelledby="notice-heading">
      <h2 id="notice-heading">{t("privacy.notice.heading")}</h2>
      {accepted ? (
        <p data-notice-accepted="">
          {richText(t("privacy.notice.accepted", { ...slots("version"), when: when(accepted.at) }), {
            version: <strong>{accepted.noticeVersion}</strong>,
          })}
          {accepted.noticeVersion !== noticeVersion ? ` ${t("privacy.notice.changed", { version: noticeVersion })}` : null}
        </p>
      ) : (
        <p>{t("privacy.notice.unrecorded", { version: noticeVersion })}</p>
      )}
      {adultDeclaredAt ? <p>{t("privacy.notice.adult", { when: when(adultDeclaredAt) })}</p> : null}
    </section>
  );
}

const consentLabel = (text: PageText, kind: string) => text.t(`privacy.consents.kind.${kind}`);

/** What a switch posted without a script answered: the same words as the script's toast, or the API's refusal. */
function postedNotice(text: PageText, posted: { values: Record<string, string>; message: string | null } | undefined) {
  if (!posted) return null;
  if (posted.message) return { role: "alert" as const, text: posted.message };
  const label = isMarketingMailKind(posted.values.kind ?? "") ? consentLabel(text, posted.values.kind!) : (posted.values.kind ?? "");
  return {
    role: "status" as const,
    text: text.t(posted.values.given === "true" ? "privacy.consents.given" : "privacy.consents.withdrawn", { label }),
  };
}

function ConsentsSection({
  marketing,
  posted,
}: {
  marketing: MarketingConsentState[];
  posted?: { values: Record<string, string>; message: string | null };
}) {
  const text = useI18n();
  const { t } = text;
  const when = whenIn(text);
  const notice = postedNotice(text, posted);
  const revalidator = useRevalidator();
  const [busy, setBusy] = useState<string | null>(null);
  const toggle = async (item: MarketingConsentState) => {
    setBusy(item.kind);
    const result = await callEndpoint(setMarketingConsent, { body: { kind: item.kind, given: !item.on } });
    if (result.ok) {
      toast.success(
        t(result.data.given ? "privacy.consents.given" : "privacy.consents.withdrawn", { label: consentLabel(text, item.kind) }),
      );
      await revalidator.revalidate();
    } else toast.error(errorText(text, "apiError", result.failure));
    setBusy(null);
  };
  const state = (item: MarketingConsentState) =>
    item.changedAt
      ? t(item.on ? "privacy.consents.onSince" : "privacy.consents.offSince", { when: when(item.changedAt) })
      : t(item.on ? "privacy.consents.on" : "privacy.consents.off");
  return (
    <section className="card" aria-labelledby="consents-heading">
      <h2 id="consents-heading">{t("privacy.consents.heading")}</h2>
      <p>{t("privacy.consents.lead")}</p>
      {notice ? (
        <p role={notice.role} className={notice.role === "alert" ? "notice notice--warning" : "notice notice--info"}>
          {notice.text}
        </p>
      ) : null}
      <ul className="privacy-consents">
        {marketing.map((item) => (
          <li key={item.kind} data-consent-kind={item.kind}>
            <span>
              <strong>{consentLabel(text, item.kind)}</strong>
              <span className="privacy-consents__when">{state(item)}</span>
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
                {busy === item.kind
                  ? t("privacy.consents.saving")
                  : t(item.on ? "privacy.consents.switchOff" : "privacy.consents.switchOn")}
              </button>
            </form>
          </li>
        ))}
      </ul>
    </section>
  );
}

function exportStatus(text: PageText, lastExport: NonNullable<PrivacyOverview["lastExport"]>): string {
  const when = whenIn(text);
  if (lastExport.status === "pending") return text.t("privacy.download.pending", { when: when(lastExport.requestedAt) });
  if (lastExport.status === "failed") return text.t("privacy.download.failed");
  if (lastExport.downloadedAt) return text.t("privacy.download.downloaded", { when: when(lastExport.downloadedAt) });
  return text.t("privacy.download.mailed", {
    when: when(lastExport.readyAt ?? lastExport.requestedAt),
    until: when(lastExport.expiresAt ?? lastExport.requestedAt),
  });
}

function DownloadSection({ lastExport }: { lastExport: PrivacyOverview["lastExport"] }) {
  const text = useI18n();
  const { t } = text;
  const revalidator = useRevalidator();
  const [busy, setBusy] = useState(false);
  const ask = async () => {
    setBusy(true);
    const result = await callEndpoint(requestDataExport, {});
    if (result.ok) {
      toast.success(t("privacy.download.asked"));
      await revalidator.revalidate();
    } else toast.error(errorText(text, "apiError", result.failure));
    setBusy(false);
  };
  return (
    <section className="card" aria-labelledby="download-heading">
      <h2 id="download-heading">{t("privacy.download.heading")}</h2>
      <p>{t("privacy.download.lead")}</p>
      {lastExport ? <p data-export-status="">{exportStatus(text, lastExport)}</p> : null}
      <ScriptButton
        className="button button--primary"
        disabled={busy || lastExport?.status === "pending"}
        aria-busy={busy}
        onClick={() => void ask()}
      >
        {busy ? t("privacy.download.asking") : t("privacy.download.heading")}
      </ScriptButton>
    </section>
  );
}

function purposeText(text: PageText, purpose: ConsentRecordView["purpose"]): string {
  if (purpose === "notice") return text.t("privacy.history.purpose.notice");
  if (purpose === "age-18-plus") return text.t("privacy.history.purpose.age");
  return isMarketingMailKind(purpose) ? consentLabel(text, purpose) : purpose;
}

function HistorySection({ history }: { history: ConsentRecordView[] }) {
  const text = useI18n();
  const { t } = text;
  const when = whenIn(text);
  return (
    <section aria-labelledby="history-heading">
      <h2 id="history-heading">{t("privacy.history.heading")}</h2>
      {history.length === 0 ? (
        <p>{t("privacy.history.empty")}</p>
      ) : (
        <div className="table-wrap">
          <table className="table">
            <thead>
              <tr>
                <th scope="col">{t("privacy.history.when")}</th>
                <th scope="col">{t("privacy.history.what")}</th>
                <th scope="col">{t("privacy.history.givenOrWithdrawn")}</th>
                <th scope="col">{t("privacy.history.how")}</th>
                <th scope="col">{t("privacy.history.version")}</th>
              </tr>
            </thead>
            <tbody>
              {history.map((record, index) => (
                <tr key={index}>
                  <td>{when(record.at)}</td>
                  <td>{purposeText(text, record.purpose)}</td>
                  <td>{t(record.given ? "privacy.history.given" : "privacy.history.withdrawn")}</td>
                  <td>
                    {text.has(`privacy.history.source.${record.source}`) ? t(`privacy.history.source.${record.source}`) : record.source}
                  </td>
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
