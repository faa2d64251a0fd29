/** GST returns and exports for the accounts team from the site's own documents (ADR 0037). */
export * from "./return-period.ts";
export * from "./exchange-rate.ts";
export * from "./return-documents.ts";
export * from "./gstr1-format.ts";
export * from "./build-gstr1.ts";
export * from "./gstr1-summary.ts";
export * from "./gstr1-csv.ts";
export * from "./tally-xml.ts";
export * from "./tax-register.ts";
