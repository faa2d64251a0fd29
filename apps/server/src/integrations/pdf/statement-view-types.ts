/**
 * What the statement renderer draws: a customer's statement of a financial year as text, built by the
 * statements feature (statement-view.ts). Defined beside the renderer, so it depends on nothing in the features.
 * Headings are in Hindi and English, as on the tax documents (docs/adr/0061-devanagari-in-tax-documents.md).
 */
import type { Bilingual } from "./tax-document-view-types.ts";

export interface StatementTableView {
  /** "हिंदी / English", on one line. */
  heading: string;
  /** Relative widths: the renderer shares the page's width among them; each head is drawn Hindi above English. */
  columns: { label: Bilingual; weight: number; align: "left" | "right" }[];
  rows: { cells: string[]; strong?: boolean }[];
  /** Printed instead of the table when it has no rows. */
  emptyText?: string;
}

export interface StatementView {
  /** "हिंदी / English", on one line. */
  title: string;
  subtitle: string;
  /** Label (Hindi above English) and value pairs at the top right (customer ID, generated on…). */
  facts: [Bilingual, string][];
  /** Who issued the documents (name, then lines) and who the statement is for. */
  supplier: { name: string; lines: string[] } | null;
  customer: { name: string; lines: string[] };
  tables: StatementTableView[];
  notes: string[];
}
