import type { ReactNode } from "react";
import { ColumnHeadings } from "./column-headings.tsx";

/**
 * A back-office table whose cells stack under their column's name on a narrow screen (`table--stack`), in its
 * scrolling wrapper; the rows, which label their own cells, are its children.
 */
export function StackedTable({
  caption,
  captionHidden = false,
  headings,
  numeric,
  children,
}: {
  caption: ReactNode;
  /** The caption is for screen readers only: the heading above already says what the table holds. */
  captionHidden?: boolean;
  headings: readonly string[];
  numeric?: readonly string[];
  children: ReactNode;
}) {
  return (
    <div className="table-wrap">
      <table className="table admin-table table--stack">
        <caption className={captionHidden ? "visually-hidden" : undefined}>{caption}</caption>
        <ColumnHeadings headings={headings} numeric={numeric} />
        <tbody>{children}</tbody>
      </table>
    </div>
  );
}
