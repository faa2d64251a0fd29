import type { Key, ReactNode } from "react";

/** One column of a DataTable: its heading and what a row shows in it. */
export interface TableColumn<Row> {
  heading: string;
  cell(row: Row): ReactNode;
  /** The cell names its row for screen readers (`<th scope="row">`). */
  rowHeader?: boolean;
  className?: string;
}

interface DataTableProps<Row> {
  /** `table`, `admin-table`…; with `table--stack` each cell carries its column's name for the narrow layout. */
  className: string;
  caption?: ReactNode;
  /** For a wrapper the page draws itself that is named by the caption (`aria-labelledby`). */
  captionId?: string;
  /** The caption is for screen readers only: the heading above already says what the table holds. */
  captionHidden?: boolean;
  columns: readonly TableColumn<Row>[];
  rows: readonly Row[];
  rowKey(row: Row): Key;
  /** Inside the scrolling wrapper (the default), or bare where the page's own layout scrolls. */
  wrapped?: boolean;
}

/** A read-only table of rows, the same markup on the back office and the content pages (one column, one heading). */
export function DataTable<Row>({
  className,
  caption,
  captionId,
  captionHidden,
  columns,
  rows,
  rowKey,
  wrapped = true,
}: DataTableProps<Row>) {
  const stacked = className.split(" ").includes("table--stack");
  const table = (
    <table className={className}>
      {caption === undefined ? null : (
        <caption id={captionId} className={captionHidden ? "visually-hidden" : undefined}>
          {caption}
        </caption>
      )}
      <thead>
        <tr>
          {columns.map((column) => (
            <th key={column.heading} scope="col">
              {column.heading}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={rowKey(row)}>
            {columns.map((column) =>
              column.rowHeader ? (
                <th key={column.heading} scope="row" className={column.className}>
                  {column.cell(row)}
                </th>
              ) : (
                <td key={column.heading} data-label={stacked ? column.heading : undefined} className={column.className}>
                  {column.cell(row)}
                </td>
              ),
            )}
          </tr>
        ))}
      </tbody>
    </table>
  );
  return wrapped ? <div className="table-wrap">{table}</div> : table;
}
