import { Link } from "react-router";
import type { Route } from "./+types/privacy-breach";
import { BreachForm } from "../../components/admin/privacy/breach-form.tsx";
import { BreachNotifyForm } from "../../components/admin/privacy/breach-notify-form.tsx";
import { DataTable, type TableColumn } from "../../components/data-table.tsx";
import "../../styles/admin.css";
import "../../styles/privacy-requests.css";
import { adminContext } from "../../components/admin/admin-context.server.ts";
import { adminPageMeta } from "../../components/admin/admin-meta.ts";
import { ScriptButton } from "../../components/script-button.tsx";

export async function loader({ context, params }: Route.LoaderArgs) {
  const { services } = adminContext(context);
  const id = Number(params.breachId);
  const record = Number.isSafeInteger(id) && id > 0 ? await services.getBreachRecord(id) : null;
  if (!record) throw new Response("Not Found", { status: 404 });
  return record;
}

export function meta({ matches, params }: Route.MetaArgs) {
  return adminPageMeta(matches, {
    title: "Breach record",
    description: "The record of a personal-data breach for the Data Protection Board.",
    path: `/admin/privacy/breaches/${params.breachId}`,
  });
}

const when = (iso: string | null) =>
  iso ? `${new Date(iso).toLocaleString("en-IN", { timeZone: "Asia/Kolkata", dateStyle: "long", timeStyle: "short" })} IST` : "Not known";

const noticeColumns: TableColumn<Route.ComponentProps["loaderData"]["notices"][number]>[] = [
  { heading: "Account", cell: (notice) => notice.userId },
  { heading: "Email", cell: (notice) => notice.email },
  { heading: "Mailed", cell: (notice) => when(notice.queuedAt) },
];

/**
 * /admin/privacy/breaches/:breachId (ADR 0051): the record the Data Protection Board asks for under DPDP Rules r. 7(2),
 * printable as it stands (the browser's Print), then the forms to notify the people affected and to update the record.
 */
export default function AdminPrivacyBreach({ loaderData: record }: Route.ComponentProps) {
  const f = record.fields;
  const rows: [string, string][] = [
    [
      "Data Fiduciary",
      record.business ? `${record.business.legalName}, ${record.business.address}` : "The business profile is not complete",
    ],
    [
      "Contact for the Board and the people affected",
      record.business?.grievanceOfficer
        ? `${record.business.grievanceOfficer.name} (Grievance Officer), ${record.business.grievanceOfficer.email}, ${record.business.grievanceOfficer.phone}`
        : "—",
    ],
    ["Nature of the breach", f.nature],
    ["When it began", when(f.occurredFrom)],
    ["When it ended", when(f.occurredTo)],
    ["When we became aware of it", when(f.discoveredAt)],
    ["Detailed report to the Board due by", when(record.boardReportDueAt)],
    ["Location", f.location],
    ["Personal data affected", f.dataAffected],
    ["Extent", f.extent],
    ["Likely impact", f.likelyImpact],
    ["Measures taken to mitigate the risk", f.measuresTaken],
    ["Safety measures advised to the people affected", f.userSteps],
    ["Events, circumstances, reasons and findings", f.cause || "Still being established"],
    ["Remedial measures to prevent recurrence", f.remedialMeasures || "Still being decided"],
    [
      "Intimations to the people affected",
      record.notified
        ? `${record.notified} person(s) mailed, from ${when(record.firstNotifiedAt)} to ${when(record.lastNotifiedAt)} (list below)`
        : "None yet",
    ],
    [
      "Reported to the Board",
      f.boardReportedAt
        ? `${when(f.boardReportedAt)}${f.boardAcknowledgement ? `, acknowledgement ${f.boardAcknowledgement}` : ""}`
        : "Not yet",
    ],
    ["Recorded", `${when(record.recordedAt)} by ${record.recordedBy ?? "a former staff member"}; last updated ${when(record.updatedAt)}`],
  ];
  return (
    <div className="admin-page breach-record">
      <p className="no-print">
        <Link to="/admin/privacy/breaches">All breaches</Link> ·{" "}
        <ScriptButton className="button button--ghost" onClick={() => window.print()}>
          Print the record
        </ScriptButton>
      </p>
      <h1>
        Personal data breach {record.reference}: {f.title}
      </h1>
      <p>
        Intimation to the Data Protection Board of India under section 8(6) of the Digital Personal Data Protection Act, 2023 and rule 7.
      </p>
      <dl className="privacy-facts">
        {rows.map(([label, value]) => (
          <div key={label} className="privacy-facts__row">
            <dt>{label}</dt>
            <dd className="privacy-detail">{value}</dd>
          </div>
        ))}
      </dl>
      {record.notices.length > 0 ? (
        <details open={record.notices.length <= 50}>
          <summary>People told ({record.notices.length})</summary>
          <DataTable
            className="admin-table"
            wrapped={false}
            columns={noticeColumns}
            rows={record.notices}
            rowKey={(notice) => notice.userId}
          />
        </details>
      ) : null}
      <section aria-labelledby="notify-heading" className="card no-print">
        <h2 id="notify-heading">Tell the people affected</h2>
        <BreachNotifyForm id={record.id} />
      </section>
      <section aria-labelledby="update-heading" className="card no-print">
        <h2 id="update-heading">Update the record</h2>
        <BreachForm key={record.updatedAt} id={record.id} fields={f} />
      </section>
    </div>
  );
}
