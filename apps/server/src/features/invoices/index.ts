/** What other features may use of invoices; everything else in this folder is its own. */
export { invoicesPageServices } from "./pages.ts";
export { taxDocumentEntrySchema, unitsParam } from "./routes/tax-document-schemas.ts";
export { issueCreditNote } from "./services/issue-credit-note.ts";
export { issueInvoice } from "./services/issue-invoice.ts";
export type { Invoice } from "./services/issue-invoice.ts";
export { invoiceDownloadPath, listTaxDocuments } from "./services/list-tax-documents.ts";
export { listTaxDocumentsPage, parseTaxDocumentCursor, positionOpeningAt } from "./services/list-tax-documents-page.ts";
export { invoiceAttachment, renderTaxDocument } from "./services/render-tax-document.ts";
export { documentAmount } from "./services/tax-document-view.ts";
export { savePaymentData } from "./services/save-payment-data.ts";
