import type { AuditEntryView } from "@investar/core";
import { DataTable, type TableColumn } from "../data-table.tsx";

// Fixed zone so the server's render and the browser's agree; staff work in India.
const whenFormat = new Intl.DateTimeFormat("en-IN", { dateStyle: "medium", timeStyle: "medium", timeZone: "Asia/Kolkata" });

const shown = (value: unknown) => (value === undefined ? "" : JSON.stringify(value));

const auditColumns: TableColumn<AuditEntryView>[] = [
  { heading: "When", cell: (entry) => <time dateTime={entry.at}>{whenFormat.format(new Date(entry.at))}</time> },
  { heading: "Who", cell: (entry) => (entry.actorId === null ? "System" : (entry.actorEmail ?? `user ${entry.actorId}`)) },
  { heading: "Action", cell: (entry) => entry.action },
  { heading: "Subject", cell: (entry) => entry.subject ?? "—" },
  { heading: "Before → after", className: "admin-table__mono", cell: change },
];

function change(entry: AuditEntryView) {
  const { before, after, ...rest } = entry.details ?? {};
  return (
    <>
      {before === undefined && after === undefined ? null : `${shown(before)} → ${shown(after)}`}
      {Object.keys(rest).length > 0 ? <span className="admin-table__sub">{JSON.stringify(rest)}</span> : null}
    </>
  );
}

/** Audit rows as the back office reads them: when, who, what, to what, and the before and after of a change. */
export function AuditTable({ entries, caption }: { entries: AuditEntryView[]; caption: string }) {
  return (
    <DataTable
      className="table admin-table table--stack"
      caption={caption}
      captionHidden
      columns={auditColumns}
      rows={entries}
      rowKey={(entry) => entry.id}
    />
  );
}
