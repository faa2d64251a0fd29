import { Link } from "react-router";
import type { Route } from "./+types/privacy-breaches";
import { BreachForm } from "../../components/admin/privacy/breach-form.tsx";
import { appContext } from "../../load-context.ts";
import { pageMeta, publicUrlFrom } from "../../lib/page-meta.ts";
import "../../styles/admin.css";
import "../../styles/privacy-requests.css";

export async function loader({ context }: Route.LoaderArgs) {
  const { services, user } = context.get(appContext);
  // The guard checks core's static admin roles; the server's configured ADMIN_ROLES are the final word.
  if (!user?.isAdmin) throw new Response("Forbidden", { status: 403 });
  return services.listBreaches();
}

export function meta({ matches }: Route.MetaArgs) {
  return pageMeta({
    title: "Personal-data breaches | Admin | Investar",
    description: "Record a personal-data breach, tell the people affected and report it to the Data Protection Board.",
    path: "/admin/privacy/breaches",
    publicUrl: publicUrlFrom(matches),
    noindex: true,
  });
}

const when = (iso: string) => new Date(iso).toLocaleString("en-IN", { timeZone: "Asia/Kolkata", dateStyle: "medium", timeStyle: "short" });

/** /admin/privacy/breaches (ADR 0051, DPDP Rules r. 7): the breaches recorded, and the form for a new one. */
export default function AdminPrivacyBreaches({ loaderData }: Route.ComponentProps) {
  return (
    <div className="admin-page">
      <h1>Personal-data breaches</h1>
      <p>
        On becoming aware of a breach of personal data, tell each person affected without delay (what happened, what it may mean for them,
        what we did, what they can do) and give the Data Protection Board the detailed report within 72 hours. Record it here, then notify
        and print the Board&rsquo;s record from its page. <Link to="/admin/privacy">Back to privacy requests</Link>
      </p>
      <section aria-labelledby="breaches-heading">
        <h2 id="breaches-heading">Recorded</h2>
        {loaderData.breaches.length === 0 ? (
          <p>No breach has been recorded.</p>
        ) : (
          <table className="admin-table">
            <thead>
              <tr>
                <th scope="col">Reference</th>
                <th scope="col">Title</th>
                <th scope="col">Discovered</th>
                <th scope="col">Board report due</th>
                <th scope="col">Reported to the Board</th>
                <th scope="col">People told</th>
              </tr>
            </thead>
            <tbody>
              {loaderData.breaches.map((breach) => (
                <tr key={breach.id}>
                  <td>
                    <Link to={`/admin/privacy/breaches/${breach.id}`}>{breach.reference}</Link>
                  </td>
                  <td>{breach.fields.title}</td>
                  <td>{when(breach.fields.discoveredAt)}</td>
                  <td>{when(breach.boardReportDueAt)}</td>
                  <td>
                    {breach.fields.boardReportedAt ? (
                      when(breach.fields.boardReportedAt)
                    ) : (
                      <strong className="privacy-overdue">Not yet</strong>
                    )}
                  </td>
                  <td>{breach.notified}</td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </section>
      <section aria-labelledby="new-breach-heading" className="card">
        <h2 id="new-breach-heading">Record a breach</h2>
        <BreachForm id={null} fields={null} />
      </section>
    </div>
  );
}
