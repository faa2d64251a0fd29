import type { AuditEntryView } from "@investar/core";

// Fixed zone so the server's render and the browser's agree; staff work in India.
const whenFormat = new Intl.DateTimeFormat("en-IN", { dateStyle: "medium", timeStyle: "medium", timeZone: "Asia/Kolkata" });

const shown = (value: unknown) => (value === undefined ? "" : JSON.stringify(value));

/** Audit rows as the back office reads them: when, who, what, to what, and the before and after of a change. */
export function AuditTable({ entries, caption }: { entries: AuditEntryView[]; caption: string }) {
  return (
    <div className="table-wrap">
      <table className="table admin-table table--stack">
        <caption className="visually-hidden">{caption}</caption>
        <thead>
          <tr>
            <th scope="col">When</th>
            <th scope="col">Who</th>
            <th scope="col">Action</th>
            <th scope="col">Subject</th>
            <th scope="col">Before → after</th>
          </tr>
        </thead>
        <tbody>
          {entries.map((entry) => {
            const { before, after, ...rest } = entry.details ?? {};
            return (
              <tr key={entry.id}>
                <td data-label="When">
                  <time dateTime={entry.at}>{whenFormat.format(new Date(entry.at))}</time>
                </td>
                <td data-label="Who">{entry.actorId === null ? "System" : (entry.actorEmail ?? `user ${entry.actorId}`)}</td>
                <td data-label="Action">{entry.action}</td>
                <td data-label="Subject">{entry.subject ?? "—"}</td>
                <td data-label="Before → after" className="admin-table__mono">
                  {before === undefined && after === undefined ? null : `${shown(before)} → ${shown(after)}`}
                  {Object.keys(rest).length > 0 ? <span className="admin-table__sub">{JSON.stringify(rest)}</span> : null}
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
