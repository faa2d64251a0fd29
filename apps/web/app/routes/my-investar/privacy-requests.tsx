import { privacyRequestKindLabels } from "@investar/core/privacy-requests/privacy-requests";
import type { Route } from "./+types/privacy-requests";
import { PrivacyRequestStateBadge } from "../../components/privacy/privacy-request-state.tsx";
import { CorrectionSection } from "../../components/account/privacy-requests/correction-form.tsx";
import { GrievanceForm } from "../../components/account/privacy-requests/grievance-form.tsx";
import { NominationSection } from "../../components/account/privacy-requests/nomination-section.tsx";
import { appContext } from "../../load-context.ts";
import { pageMeta, publicUrlFrom } from "../../lib/page-meta.ts";
import "../../styles/account-forms.css";
import "../../styles/account-area.css";
import "../../styles/privacy-requests.css";

export async function loader({ context }: Route.LoaderArgs) {
  const { user, services } = context.get(appContext);
  // The guard has already sent visitors without a session to the login page.
  if (!user) throw new Response("Unauthorized", { status: 401 });
  return services.getMyPrivacyRequests(user.userId);
}

export function meta({ matches }: Route.MetaArgs) {
  return pageMeta({
    title: "My privacy requests | Investar",
    description: "Your requests about your personal data, corrections, your nominee and grievances.",
    path: "/my-investar/privacy/requests",
    publicUrl: publicUrlFrom(matches),
    noindex: true,
  });
}

// Fixed zone so the server's render and the browser's agree.
const dateFormat = new Intl.DateTimeFormat("en-IN", { dateStyle: "medium", timeZone: "Asia/Kolkata" });
const day = (iso: string) => dateFormat.format(new Date(iso));

/** /my-investar/privacy/requests (ADR 0051): the customer's rights under the DPDP Act, each request with its reference and clock. */
export default function PrivacyRequests({ loaderData }: Route.ComponentProps) {
  const { requests, nomination, grievanceOfficer } = loaderData;
  return (
    <div className="account-page privacy-requests">
      <header>
        <h1>My privacy requests</h1>
        <p>
          Under India&rsquo;s Digital Personal Data Protection Act you can have your data corrected, nominate someone to act for you, and
          complain to our grievance officer. Each request gets a reference number and an answer within 7 days.
        </p>
      </header>

      <section aria-labelledby="requests-heading">
        <h2 id="requests-heading">Your requests</h2>
        {requests.length === 0 ? (
          <p>You have not made any request yet.</p>
        ) : (
          <div className="table-wrap">
            <table className="table">
              <thead>
                <tr>
                  <th scope="col">Reference</th>
                  <th scope="col">Request</th>
                  <th scope="col">Received</th>
                  <th scope="col">Answer due</th>
                  <th scope="col">State</th>
                </tr>
              </thead>
              <tbody>
                {requests.map((request) => (
                  <tr key={request.id}>
                    <td>{request.reference}</td>
                    <td>
                      <strong>{privacyRequestKindLabels[request.kind]}</strong>: {request.summary}
                      {request.replies.map((reply) => (
                        <p className="privacy-reply" key={reply.at}>
                          Our answer on {day(reply.at)}: {reply.note}
                        </p>
                      ))}
                    </td>
                    <td>{day(request.receivedAt)}</td>
                    <td>{request.closedAt ? "—" : day(request.dueAt)}</td>
                    <td>
                      <PrivacyRequestStateBadge state={request.state} />
                      {request.closedAt ? ` on ${day(request.closedAt)}` : ""}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </section>

      <section className="card" aria-labelledby="correct-heading">
        <h2 id="correct-heading">Correct your details</h2>
        <CorrectionSection />
      </section>

      <section className="card" aria-labelledby="nominee-heading">
        <h2 id="nominee-heading">Your nominee</h2>
        <NominationSection key={nomination?.updatedAt ?? "none"} nomination={nomination} />
      </section>

      <section className="card" aria-labelledby="grievance-heading">
        <h2 id="grievance-heading">File a grievance</h2>
        <GrievanceForm officer={grievanceOfficer} />
      </section>
    </div>
  );
}
