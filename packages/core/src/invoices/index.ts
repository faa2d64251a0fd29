/** GST tax invoices and credit notes (ADR 0008): numbering, place of supply, the tax split, words. */
export * from "./financial-year.ts";
export * from "./document-number.ts";
export * from "./gst-states.ts";
export * from "./gstin.ts";
export * from "./place-of-supply.ts";
export * from "./tax-split.ts";
export * from "./credit-note-split.ts";
export * from "./amount-in-words.ts";
export * from "./sac.ts";
export * from "./tax-document.ts";
export * from "./invoice-lines.ts";
