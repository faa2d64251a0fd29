import { Form } from "react-router";
import { GSTR1_CSV_TABLES, GSTR1_TABLE_LABELS, type TaxAmounts } from "@investar/core";
import type { Route } from "./+types/gst";
import "../../styles/admin.css";
import { ColumnHeadings } from "../../components/admin/column-headings.tsx";
import { adminContext } from "../../components/admin/admin-context.server.ts";
import { adminMeta } from "../../components/admin/admin-meta.ts";

/** "2026-07" (the month picker's) → "072026" (the portal's); anything else is passed on for the server's reason. */
function periodFrom(url: URL): { period: string; month: string } {
  const month = (url.searchParams.get("month") ?? "").trim().slice(0, 20);
  const picked = /^(\d{4})-(\d{2})$/.exec(month);
  return { period: picked ? `${picked[2]}${picked[1]}` : month, month };
}

export async function loader({ context, request }: Route.LoaderArgs) {
  const { services } = adminContext(context);
  const { period } = periodFrom(new URL(request.url));
  return services.getGstPage(period);
}

export const meta = adminMeta({
  title: "GST returns",
  description: "GSTR-1 for a month, Tally vouchers and the register of invoices and credit notes.",
  path: "/admin/gst",
});

// Rupees with paise and Indian grouping; a credit note's share is shown negative, as it is subtracted.
const rupees = new Intl.NumberFormat("en-IN", { minimumFractionDigits: 2, maximumFractionDigits: 2 });
const inr = (paise: number) => rupees.format(paise / 100);

const CSV_LABELS: Record<(typeof GSTR1_CSV_TABLES)[number], string> = {
  b2b: "B2B",
  b2cl: "B2C large",
  b2cs: "B2C small",
  exp: "Exports",
  cdnr: "Credit notes (registered)",
  cdnur: "Credit notes (unregistered)",
  hsn_b2b: "HSN/SAC summary B2B",
  hsn_b2c: "HSN/SAC summary B2C",
  docs: "Documents issued",
};

function AmountCells({ amounts }: { amounts: TaxAmounts }) {
  return (
    <>
      <td data-label="Taxable value">{inr(amounts.taxable)}</td>
      <td data-label="IGST">{inr(amounts.igst)}</td>
      <td data-label="CGST">{inr(amounts.cgst)}</td>
      <td data-label="SGST">{inr(amounts.sgst)}</td>
      <td data-label="Total">{inr(amounts.total)}</td>
    </>
  );
}

/** "072026" → "2026-07", for the month picker's value. */
const monthOf = (fp: string) => (/^\d{6}$/.test(fp) ? `${fp.slice(2)}-${fp.slice(0, 2)}` : "");

/** /admin/gst (docs/business-rules.md#gst-returns, ADR 0037): a month's GSTR-1 with its summary, its CSVs and Tally vouchers; the register for any dates. */
export default function AdminGst({ loaderData }: Route.ComponentProps) {
  const data = loaderData;
  const q = `period=${encodeURIComponent(data.fp)}`;
  return (
    <div className="admin-page">
      <h1>GST returns</h1>
      <Form method="get" className="card admin-filters" aria-labelledby="gst-month-heading">
        <h2 id="gst-month-heading">Month</h2>
        <div className="field">
          <label htmlFor="gst-month">Tax period</label>
          <input id="gst-month" name="month" type="month" min="2017-07" defaultValue={monthOf(data.fp)} required />
        </div>
        <div className="button-row">
          <button type="submit" className="button button--primary">
            Show
          </button>
        </div>
      </Form>
      {!data.ok ? (
        <p className="card" role="alert">
          {data.message}
        </p>
      ) : (
        <>
          <section className="card" aria-labelledby="gstr1-heading">
            <h2 id="gstr1-heading">GSTR-1 for {data.monthLabel}</h2>
            <p>
              GSTIN {data.gstin}. {data.summary.invoices.documents} invoices and {data.summary.creditNotes.documents} credit notes; amounts
              in rupees, exports at the exchange rate on their invoice.
            </p>
            <div className="table-wrap">
              <table className="table admin-table table--stack">
                <caption className="visually-hidden">GSTR-1 summary by table</caption>
                <ColumnHeadings headings={["Table", "Documents", "Taxable value", "IGST", "CGST", "SGST", "Total"]} />
                <tbody>
                  {data.summary.rows.map((row) => (
                    <tr key={row.table}>
                      <th scope="row" data-label="Table">
                        {GSTR1_TABLE_LABELS[row.table]} <span className="admin-table__sub">{row.table}</span>
                      </th>
                      <td data-label="Documents">{row.documents}</td>
                      <AmountCells amounts={row} />
                    </tr>
                  ))}
                </tbody>
                <tfoot>
                  <tr>
                    <th scope="row" data-label="Table">
                      Net: invoices minus credit notes
                    </th>
                    <td data-label="Documents">{data.summary.invoices.documents + data.summary.creditNotes.documents}</td>
                    <AmountCells amounts={data.summary.net} />
                  </tr>
                </tfoot>
              </table>
            </div>
            <div className="button-row">
              {/* Plain downloads: same origin, so the session cookie authorises them. */}
              <a className="button button--primary" href={`/api/admin/gst/gstr1?${q}`} download>
                GSTR-1 JSON for the offline tool
              </a>
            </div>
            <h3>CSV per table</h3>
            <ul className="admin-table__list">
              {GSTR1_CSV_TABLES.map((table) => (
                <li key={table}>
                  <a href={`/api/admin/gst/gstr1/csv?${q}&table=${table}`} download>
                    {CSV_LABELS[table]} (CSV)
                  </a>
                </li>
              ))}
            </ul>
          </section>
          <section className="card" aria-labelledby="tally-heading">
            <h2 id="tally-heading">Tally Prime</h2>
            <p>
              The month&rsquo;s sales invoices and credit notes as vouchers, with the party, sales and output CGST, SGST and IGST ledgers
              they use. In Tally Prime: Import → Transactions, and choose this file.
            </p>
            <a className="button button--ghost" href={`/api/admin/gst/tally?${q}`} download>
              Tally vouchers for {data.monthLabel} (XML)
            </a>
          </section>
        </>
      )}
      <form method="get" action="/api/admin/gst/register" className="card admin-filters" aria-labelledby="register-heading">
        <h2 id="register-heading">Register of invoices and credit notes</h2>
        <p>Every invoice and credit note issued between two days (India time), as CSV.</p>
        <div className="admin-filters__fields">
          <div className="field">
            <label htmlFor="register-from">From</label>
            <input id="register-from" name="from" type="date" min="2017-07-01" required />
          </div>
          <div className="field">
            <label htmlFor="register-to">To</label>
            <input id="register-to" name="to" type="date" min="2017-07-01" required />
          </div>
        </div>
        <div className="button-row">
          <button type="submit" className="button button--ghost">
            Download register (CSV)
          </button>
        </div>
      </form>
    </div>
  );
}
