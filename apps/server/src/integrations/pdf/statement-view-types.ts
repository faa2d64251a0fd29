/**
 * What the statement renderer draws: a customer's statement of a financial year as text, built by the
 * statements feature (statement-view.ts). Defined beside the renderer, so it depends on nothing in the features.
 */
export interface StatementTableView {
  heading: string;
  /** Relative widths: the renderer shares the page's width among them. */
  columns: { label: string; weight: number; align: "left" | "right" }[];
  rows: { cells: string[]; strong?: boolean }[];
  /** Printed instead of the table when it has no rows. */
  emptyText?: string;
}

export interface StatementView {
  title: string;
  subtitle: string;
  /** Label and value pairs at the top right (customer ID, generated on…). */
  facts: [string, string][];
  /** Who issued the documents (name, then lines) and who the statement is for. */
  supplier: { name: string; lines: string[] } | null;
  customer: { name: string; lines: string[] };
  tables: StatementTableView[];
  notes: string[];
}
