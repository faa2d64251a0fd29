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
}

export interface InvoicesPageServices {
  /** My Subscription: this customer's GST tax invoices and credit notes, newest first. */
  listInvoices(userId: number): Promise<TaxDocumentEntry[]>;
}
