import { Link } from "react-router";
import { staffSearchKindLabels, type StaffSearchHit } from "@investar/core";
import { StackedTable } from "../stacked-table.tsx";

/** Records the one search box found by an exact number, reference, GSTIN or support reference, each with its customer. */
export function SearchRecords({ records, query }: { records: StaffSearchHit[]; query: string }) {
  if (records.length === 0) return null;
  return (
    <section aria-labelledby="records-heading">
      <h2 id="records-heading">{records.length === 1 ? "1 record found" : `${records.length} records found`}</h2>
      <StackedTable caption={<>Records matching “{query}”</>} captionHidden headings={["Found", "What", "Customer"]}>
        {records.map((record, index) => (
          <tr key={`${record.kind}-${record.label}-${index}`}>
            <td data-label="Found">
              {record.href ? <Link to={record.href}>{record.label}</Link> : record.label}
              <span className="admin-table__sub">{staffSearchKindLabels[record.kind]}</span>
            </td>
            <td data-label="What">{record.detail}</td>
            <td data-label="Customer">
              {record.customer ? (
                <>
                  <Link to={`/admin/users/${record.customer.userId}`}>{record.customer.name || record.customer.email}</Link>
                  <span className="admin-table__sub">
                    {record.customer.email} · id {record.customer.userId}
                  </span>
                </>
              ) : (
                "No account"
              )}
            </td>
          </tr>
        ))}
      </StackedTable>
    </section>
  );
}
