import type { Route } from "./+types/privacy-requests";
import { PrivacyRequestStateBadge } from "../../components/privacy/privacy-request-state.tsx";
import { CorrectionSection } from "../../components/account/privacy-requests/correction-form.tsx";
import { GrievanceForm } from "../../components/account/privacy-requests/grievance-form.tsx";
import { NominationSection } from "../../components/account/privacy-requests/nomination-section.tsx";
import { appContext } from "../../load-context.ts";
import { dateIn } from "../../lib/date-time.ts";
import { pageMeta, publicUrlFrom } from "../../lib/page-meta.ts";
import { customerMessages } from "../../i18n/customer-messages.server.ts";
import { metaText, useI18n } from "../../i18n/page-locale.ts";
import "../../styles/account-forms.css";
import "../../styles/account-area.css";
import "../../styles/privacy-requests.css";

export async function loader({ context, request }: Route.LoaderArgs) {
  const { user, services } = context.get(appContext);
  // The guard has already sent visitors without a session to the login page.
  if (!user) throw new Response("Unauthorized", { status: 401 });
  const page = await services.getMyPrivacyRequests(user.userId);
  const groups = ["requests", "kind", "state", "correction", "grievance", "nominee"].map((group) => `privacy.${group}.`);
  // The forms' field messages too (auth.validation.*, i18n/field-error-text.ts).
  return { ...page, messages: customerMessages(request, context, { privacy: groups, auth: ["auth.validation."] }) };
}

export function meta({ matches }: Route.MetaArgs) {
  const { t } = metaText(matches);
  return pageMeta({
    title: t("privacy.requests.title"),
    description: t("privacy.requests.description"),
    path: "/my-investar/privacy/requests",
    publicUrl: publicUrlFrom(matches),
    noindex: true,
  });
}

/** /my-investar/privacy/requests (ADR 0051): the customer's rights under the DPDP Act, each request with its reference and clock. */
export default function PrivacyRequests({ loaderData }: Route.ComponentProps) {
  const { requests, nomination, grievanceOfficer } = loaderData;
  const { t, language } = useI18n();
  const day = (iso: string) => dateIn(language, iso);
  return (
    <div className="account-page privacy-requests">
      <header>
        <h1>{t("privacy.requests.heading")}</h1>
        <p>{t("privacy.requests.lead")}</p>
      </header>

      <section aria-labelledby="requests-heading">
        <h2 id="requests-heading">{t("privacy.requests.listHeading")}</h2>
        {requests.length === 0 ? (
          <p>{t("privacy.requests.empty")}</p>
        ) : (
          <div className="table-wrap">
            <table className="table">
              <thead>
                <tr>
                  <th scope="col">{t("privacy.requests.reference")}</th>
                  <th scope="col">{t("privacy.requests.request")}</th>
                  <th scope="col">{t("privacy.requests.received")}</th>
                  <th scope="col">{t("privacy.requests.due")}</th>
                  <th scope="col">{t("privacy.requests.state")}</th>
                </tr>
              </thead>
              <tbody>
                {requests.map((request) => (
                  <tr key={request.id}>
                    <td>{request.reference}</td>
                    <td>
                      {/* The summary is the request's record as filed (in English, as staff read it). */}
                      <strong>{t(`privacy.kind.${request.kind}`)}</strong>: <span lang="en">{request.summary}</span>
                      {request.replies.map((reply) => (
                        <p className="privacy-reply" key={reply.at}>
                          {t("privacy.requests.answer", { day: day(reply.at), note: reply.note })}
                        </p>
                      ))}
                    </td>
                    <td>{day(request.receivedAt)}</td>
                    <td>{request.closedAt ? "—" : day(request.dueAt)}</td>
                    <td>
                      <PrivacyRequestStateBadge state={request.state} />
                      {request.closedAt ? ` ${t("privacy.requests.closedOn", { day: day(request.closedAt) })}` : ""}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </section>

      <section className="card" aria-labelledby="correct-heading">
        <h2 id="correct-heading">{t("privacy.requests.correctHeading")}</h2>
        <CorrectionSection />
      </section>

      <section className="card" aria-labelledby="nominee-heading">
        <h2 id="nominee-heading">{t("privacy.requests.nomineeHeading")}</h2>
        <NominationSection key={nomination?.updatedAt ?? "none"} nomination={nomination} />
      </section>

      <section className="card" aria-labelledby="grievance-heading">
        <h2 id="grievance-heading">{t("privacy.requests.grievanceHeading")}</h2>
        <GrievanceForm officer={grievanceOfficer} />
      </section>
    </div>
  );
}
