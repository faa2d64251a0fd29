import { formatMoney } from "@investar/core";
import { Pager } from "../../pager.tsx";
import { DataTable, type TableColumn } from "../../data-table.tsx";
import type { WebinarRegistrantsPage } from "@investar/contract/pages/webinars";

const when = new Intl.DateTimeFormat("en-IN", { dateStyle: "medium", timeStyle: "short", timeZone: "Asia/Kolkata" });
const seatWords = { free: "Free", subscriber: "Subscriber", paid: "Bought" } as const;

const registrantColumns: TableColumn<WebinarRegistrantsPage["registrants"][number]>[] = [
  { heading: "User id", cell: (r) => r.userId },
  { heading: "Name", cell: (r) => r.name },
  { heading: "Email", cell: (r) => r.email },
  { heading: "Mobile", cell: (r) => r.mobileNo },
  {
    heading: "Seat",
    cell: (r) => (
      <>
        {seatWords[r.source]}
        {r.amountPaid !== null && r.currency ? ` (${formatMoney(r.amountPaid, r.currency)}${r.refundedAt ? ", refunded" : ""})` : ""}
      </>
    ),
  },
  { heading: "Registered", cell: (r) => when.format(new Date(r.registeredAt)) },
];

/** Who registered, 10 a page, and the whole list as CSV. */
export function WebinarRegistrants({ data, hrefFor }: { data: WebinarRegistrantsPage; hrefFor(page: number): string }) {
  return (
    <section className="card" aria-labelledby="registrants-heading">
      <h2 id="registrants-heading">Registrants: {data.title}</h2>
      <p>
        {data.total} {data.total === 1 ? "registrant" : "registrants"}.{" "}
        <a className="button button--ghost" href={`/api/education/ExportWebinarRegistrants?webinarId=${data.webinarId}`} download="">
          Export CSV
        </a>
      </p>
      {data.registrants.length > 0 ? (
        <DataTable
          className="table admin-table"
          columns={registrantColumns}
          rows={data.registrants}
          rowKey={(registrant) => registrant.userId}
        />
      ) : null}
      <Pager totalItems={data.total} page={data.page} pageSize={data.pageSize} hrefFor={hrefFor} label="Registrant pages" />
    </section>
  );
}
