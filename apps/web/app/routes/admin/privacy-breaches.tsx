import { Link } from "react-router";
import type { Route } from "./+types/privacy-breaches";
import { BreachForm } from "../../components/admin/privacy/breach-form.tsx";
import { DataTable, type TableColumn } from "../../components/data-table.tsx";
import "../../styles/admin.css";
import "../../styles/privacy-requests.css";
import { adminContext } from "../../components/admin/admin-context.server.ts";
import { adminMeta } from "../../components/admin/admin-meta.ts";

export async function loader({ context }: Route.LoaderArgs) {
  const { services } = adminContext(context);
  return services.listBreaches();
}

export const meta = adminMeta({
  title: "Personal-data breaches",
  description: "Record a personal-data breach, tell the people affected and report it to the Data Protection Board.",
  path: "/admin/privacy/breaches",
});

const when = (iso: string) => new Date(iso).toLocaleString("en-IN", { timeZone: "Asia/Kolkata", dateStyle: "medium", timeStyle: "short" });

const breachColumns: TableColumn<Route.ComponentProps["loaderData"]["breaches"][number]>[] = [
  { heading: "Reference", cell: (breach) => <Link to={`/admin/privacy/breaches/${breach.id}`}>{breach.reference}</Link> },
  { heading: "Title", cell: (breach) => breach.fields.title },
  { heading: "Discovered", cell: (breach) => when(breach.fields.discoveredAt) },
  { heading: "Board report due", cell: (breach) => when(breach.boardReportDueAt) },
  {
    heading: "Reported to the Board",
    cell: (breach) =>
      breach.fields.boardReportedAt ? when(breach.fields.boardReportedAt) : <strong className="privacy-overdue">Not yet</strong>,
  },
  { heading: "People told", cell: (breach) => breach.notified },
];

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
          <DataTable
            className="admin-table"
            wrapped={false}
            columns={breachColumns}
            rows={loaderData.breaches}
            rowKey={(breach) => breach.id}
          />
        )}
      </section>
      <section aria-labelledby="new-breach-heading" className="card">
        <h2 id="new-breach-heading">Record a breach</h2>
        <BreachForm id={null} fields={null} />
      </section>
    </div>
  );
}
