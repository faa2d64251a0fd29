import { formatMoney } from "@investar/core";
import { Pager } from "../../pager.tsx";
import type { WebinarRegistrantsPage } from "@investar/contract/pages/webinars";

const when = new Intl.DateTimeFormat("en-IN", { dateStyle: "medium", timeStyle: "short", timeZone: "Asia/Kolkata" });
const seatWords = { free: "Free", subscriber: "Subscriber", paid: "Bought" } as const;

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
        <div className="table-wrap">
          <table className="table admin-table">
            <thead>
              <tr>
                <th scope="col">User id</th>
                <th scope="col">Name</th>
                <th scope="col">Email</th>
                <th scope="col">Mobile</th>
                <th scope="col">Seat</th>
                <th scope="col">Registered</th>
              </tr>
            </thead>
            <tbody>
              {data.registrants.map((r) => (
                <tr key={r.userId}>
                  <td>{r.userId}</td>
                  <td>{r.name}</td>
                  <td>{r.email}</td>
                  <td>{r.mobileNo}</td>
                  <td>
                    {seatWords[r.source]}
                    {r.amountPaid !== null && r.currency
                      ? ` (${formatMoney(r.amountPaid, r.currency)}${r.refundedAt ? ", refunded" : ""})`
                      : ""}
                  </td>
                  <td>{when.format(new Date(r.registeredAt))}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : null}
      <Pager totalItems={data.total} page={data.page} pageSize={data.pageSize} hrefFor={hrefFor} label="Registrant pages" />
    </section>
  );
}
