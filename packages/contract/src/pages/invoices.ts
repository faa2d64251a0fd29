/** What My Subscription reads from the invoices feature. */
import type { Currency } from "@investar/core";

/** A tax invoice or credit note in the customer's list. Money in minor units. */
export interface TaxDocumentEntry {
  kind: "invoice" | "creditNote";
  /** The invoice's or the credit note's own id. */
  id: number;
  /** INV/26-27/000123 or CN/26-27/000007 */
  number: string;
  issuedAt: string; // ISO timestamp
  orderId: number;
  orderNumber: string;
  currency: Currency;
  /** Invoice value (GST included), or the amount credited. */
  total: number;
  /** Credit notes: the invoice credited, and why. */
  invoiceNumber: string | null;
  reason: string | null;
  /** Where the PDF downloads from (same origin, the session cookie authorises it). */
  downloadUrl: string;
  /** Its position in the list (ADR 0063): the `older` that asks for the documents after it. */
  cursor: string;
}

/** One keyset page of My Subscription's tax documents (ADR 0063). */
export interface TaxDocumentsPage {
  documents: TaxDocumentEntry[];
  /** The `older=` of the next page, or null when these are the oldest documents. */
  older: string | null;
  /** True on the first page (no `older=` in the address). */
  newest: boolean;
}

export interface InvoicesPageServices {
  /**
   * My Subscription: this customer's GST tax invoices and credit notes, newest first, ten from `older` (a cursor from
   * the previous page's link, null for the newest); null when `older` is not a tax document's position.
   */
  listInvoices(userId: number, older: string | null): Promise<TaxDocumentsPage | null>;
}
