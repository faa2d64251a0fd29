import { indiaToday } from "@investar/core";
import type { TaxDocumentEntry } from "@investar/contract/pages/invoices";
import { useI18n, type PageText } from "../../i18n/page-locale.ts";
import { translatedOr } from "../../i18n/translated-or.ts";
import { KeysetPager } from "../keyset-pager.tsx";
import "../../styles/pricing.css";

// Fixed zone so the server's render and the browser's agree (invoices are dated in India).
const issuedFormat = new Intl.DateTimeFormat("en-IN", { dateStyle: "medium", timeZone: "Asia/Kolkata" });

const KIND_WORDS: Record<TaxDocumentEntry["kind"], string> = { invoice: "Tax invoice", creditNote: "Credit note" };

/**
 * The section's words in the customer's language on My Subscription (its loader sends `account.subscription.invoices.`),
 * in English on the staff's customer page (docs/adr/0059-hindi-with-lingui.md).
 */
const wordsOf = (i18n: PageText) => (key: string, english: string, values?: Record<string, unknown>) =>
  translatedOr(i18n, `account.subscription.invoices.${key}`, english, values);

/**
 * My Subscription's GST tax invoices and credit notes (ADR 0008), newest first, each with its PDF. Its
 * data comes from WebServices.listInvoices(userId) in the page's loader; the links are plain downloads
 * (same origin, so the session cookie authorises them and they work before the page has hydrated).
 */
export function InvoicesSection({
  documents,
  pages,
  headingLevel = 2,
  emptyText,
}: {
  documents: TaxDocumentEntry[];
  /** My Subscription shows ten at a time, by keyset (ADR 0063): its "Newest" and "Older" links. */
  pages?: { newestHref: string | null; olderHref: string | null };
  headingLevel?: 2 | 3;
  /** The back office speaks of the customer, not to them. */
  emptyText?: string;
}) {
  const Heading = `h${headingLevel}` as const;
  const i18n = useI18n();
  const w = wordsOf(i18n);
  return (
    <section className="invoices" aria-labelledby="invoices-heading">
      <Heading id="invoices-heading">{w("heading", "Invoices")}</Heading>
      {documents.length === 0 && !pages?.newestHref ? (
        <p>
          {emptyText ??
            w("empty", "You have no invoices yet. A GST tax invoice is issued for every payment, and a credit note for every refund.")}
        </p>
      ) : (
        <div className="table-wrap">
          {/* Cards on a phone (components.css .table--stack), so the download needs no sideways scroll (docs/business-rules.md#checkout-on-a-phone). */}
          <table className="table table--stack">
            <caption className="visually-hidden">{w("caption", "Your tax invoices and credit notes, newest first")}</caption>
            <thead>
              <tr>
                <th scope="col">{w("document", "Document")}</th>
                <th scope="col">{w("date", "Date")}</th>
                <th scope="col">{w("order", "Order")}</th>
                <th scope="col" className="num">
                  {w("amount", "Amount")}
                </th>
                <th scope="col">{w("pdf", "PDF")}</th>
              </tr>
            </thead>
            <tbody>
              {documents.map((entry) => (
                <InvoiceRow key={`${entry.kind}-${entry.id}`} entry={entry} i18n={i18n} />
              ))}
            </tbody>
          </table>
        </div>
      )}
      {pages ? (
        <KeysetPager
          newestHref={pages.newestHref}
          olderHref={pages.olderHref}
          label={w("pages", "Invoice pages")}
          words={
            i18n.has("account.pager.older")
              ? { newest: i18n.t("account.pager.newest"), newer: i18n.t("account.pager.newer"), older: i18n.t("account.pager.older") }
              : undefined
          }
        />
      ) : null}
    </section>
  );
}

function InvoiceRow({ entry, i18n }: { entry: TaxDocumentEntry; i18n: PageText }) {
  const w = wordsOf(i18n);
  const kind = w(`kind.${entry.kind}`, KIND_WORDS[entry.kind]);
  const label = `${kind} ${entry.number}`;
  // English keeps its own short form; another language writes the Indian calendar day its own way (core's formatDayIn).
  const issued = i18n.language === "en" ? issuedFormat.format(new Date(entry.issuedAt)) : i18n.day(indiaToday(new Date(entry.issuedAt)));
  const amount = i18n.money(entry.total, entry.currency);
  return (
    <tr>
      <th scope="row">
        <div>{kind}</div>
        <div>{entry.number}</div>
        {entry.kind === "creditNote" && entry.invoiceNumber ? (
          <div>
            <small>
              {w("against", `Against ${entry.invoiceNumber}`, { invoice: entry.invoiceNumber })}
              {entry.reason ? `: ${entry.reason}` : ""}
            </small>
          </div>
        ) : null}
      </th>
      <td data-label={w("date", "Date")}>{issued}</td>
      <td data-label={w("order", "Order")}>{entry.orderNumber}</td>
      <td className="num" data-label={w("amount", "Amount")}>
        {entry.kind === "creditNote" ? `−${amount}` : amount}
      </td>
      <td data-label={w("pdf", "PDF")}>
        <a href={entry.downloadUrl} download aria-label={w("downloadLabel", `Download ${label} (PDF)`, { document: label })}>
          {w("download", "Download")}
        </a>
      </td>
    </tr>
  );
}
