import { formatMoney } from "@investar/core";
import type { TaxDocumentEntry } from "@investar/contract/pages/invoices";
import { KeysetPager } from "../keyset-pager.tsx";
import "../../styles/pricing.css";

// Fixed zone so the server's render and the browser's agree (invoices are dated in India).
const issuedFormat = new Intl.DateTimeFormat("en-IN", { dateStyle: "medium", timeZone: "Asia/Kolkata" });

const kindWords: Record<TaxDocumentEntry["kind"], string> = { invoice: "Tax invoice", creditNote: "Credit note" };

/**
 * My Subscription's GST tax invoices and credit notes (ADR 0008), newest first, each with its PDF. Its
 * data comes from WebServices.listInvoices(userId) in the page's loader; the links are plain downloads
 * (same origin, so the session cookie authorises them and they work before the page has hydrated).
 */
export function InvoicesSection({
  documents,
  pages,
  headingLevel = 2,
  emptyText = "You have no invoices yet. A GST tax invoice is issued for every payment, and a credit note for every refund.",
}: {
  documents: TaxDocumentEntry[];
  /** My Subscription shows ten at a time, by keyset (ADR 0063): its "Newest" and "Older" links. */
  pages?: { newestHref: string | null; olderHref: string | null };
  headingLevel?: 2 | 3;
  /** The back office speaks of the customer, not to them. */
  emptyText?: string;
}) {
  const Heading = `h${headingLevel}` as const;
  return (
    <section className="invoices" aria-labelledby="invoices-heading">
      <Heading id="invoices-heading">Invoices</Heading>
      {documents.length === 0 && !pages?.newestHref ? (
        <p>{emptyText}</p>
      ) : (
        <div className="table-wrap">
          {/* Cards on a phone (components.css .table--stack), so the download needs no sideways scroll (docs/business-rules.md#checkout-on-a-phone). */}
          <table className="table table--stack">
            <caption className="visually-hidden">Your tax invoices and credit notes, newest first</caption>
            <thead>
              <tr>
                <th scope="col">Document</th>
                <th scope="col">Date</th>
                <th scope="col">Order</th>
                <th scope="col" className="num">
                  Amount
                </th>
                <th scope="col">PDF</th>
              </tr>
            </thead>
            <tbody>
              {documents.map((entry) => (
                <InvoiceRow key={`${entry.kind}-${entry.id}`} entry={entry} />
              ))}
            </tbody>
          </table>
        </div>
      )}
      {pages ? <KeysetPager newestHref={pages.newestHref} olderHref={pages.olderHref} label="Invoice pages" /> : null}
    </section>
  );
}

function InvoiceRow({ entry }: { entry: TaxDocumentEntry }) {
  const label = `${kindWords[entry.kind]} ${entry.number}`;
  return (
    <tr>
      <th scope="row">
        <div>{kindWords[entry.kind]}</div>
        <div>{entry.number}</div>
        {entry.kind === "creditNote" && entry.invoiceNumber ? (
          <div>
            <small>
              Against {entry.invoiceNumber}
              {entry.reason ? `: ${entry.reason}` : ""}
            </small>
          </div>
        ) : null}
      </th>
      <td data-label="Date">{issuedFormat.format(new Date(entry.issuedAt))}</td>
      <td data-label="Order">{entry.orderNumber}</td>
      <td className="num" data-label="Amount">
        {entry.kind === "creditNote" ? `−${formatMoney(entry.total, entry.currency)}` : formatMoney(entry.total, entry.currency)}
      </td>
      <td data-label="PDF">
        <a href={entry.downloadUrl} download aria-label={`Download ${label} (PDF)`}>
          Download
        </a>
      </td>
    </tr>
  );
}
