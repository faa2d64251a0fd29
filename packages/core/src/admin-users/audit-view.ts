/** The audit log as the back office reads it (docs/business-rules.md#back-office-oversight): rows, their filters, and the CSV export's columns. */

export interface AuditEntryView {
  id: number;
  /** ISO timestamp. */
  at: string;
  actorId: number | null;
  /** The actor's email when the row has an actor that still exists. */
  actorEmail: string | null;
  action: string;
  subject: string | null;
  details: Record<string, unknown> | null;
}

export interface AuditFilter {
  actor?: string;
  action?: string;
  subject?: string;
  /** India calendar days, inclusive. */
  from?: string;
  to?: string;
  /** A customer's trail: rows about them (subject user:<id>) or done by them. */
  userId?: number;
}

export interface AuditPage {
  entries: AuditEntryView[];
  total: number;
  /** The page's number; 0 for a page reached by a cursor (ADR 0063), whose number is not counted. */
  page: number;
  pageSize: number;
  /** Keyset positions (ADR 0063): `older=` for the entries after this page, `newer=` for those before it; null at either end. */
  older: string | null;
  newer: string | null;
}

/**
 * The audit log's pages by number go this deep (1,000 entries, ADR 0063); beyond, "Older" and "Newer" links carry a
 * keyset cursor, so page 2,000 costs what page 1 does instead of skipping 20,000 entries.
 */
export const AUDIT_NUMBERED_PAGES = 100;

export const AUDIT_CSV_COLUMNS = ["Id", "When (UTC)", "Actor id", "Actor", "Action", "Subject", "Before", "After", "Details"] as const;

/** A cell a spreadsheet would run as a formula (=, +, -, @, tab, CR) is prefixed with ' (OWASP CSV injection). */
export function inertCsvCell(value: string): string {
  return /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
}

const json = (value: unknown) => (value === undefined ? "" : JSON.stringify(value));

/** One audit row as the CSV's cells: the before and after of a change in their own columns, the rest of the details after them. */
export function auditCsvRow(entry: AuditEntryView): string[] {
  const { before, after, ...rest } = entry.details ?? {};
  return [
    String(entry.id),
    entry.at,
    entry.actorId === null ? "" : String(entry.actorId),
    inertCsvCell(entry.actorEmail ?? ""),
    inertCsvCell(entry.action),
    inertCsvCell(entry.subject ?? ""),
    inertCsvCell(json(before)),
    inertCsvCell(json(after)),
    inertCsvCell(Object.keys(rest).length === 0 ? "" : JSON.stringify(rest)),
  ];
}

/** Where a filter's date range is backwards, the message for its `to` field; null when it is fine. */
export function auditRangeProblem(filter: Pick<AuditFilter, "from" | "to">): string | null {
  return filter.from && filter.to && filter.from > filter.to ? "The end date is before the start date." : null;
}
