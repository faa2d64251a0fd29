import type { Key, ReactNode } from "react";
import { ScriptButton } from "../script-button.tsx";

/** One column of an ActionTable: its heading and what a row shows in it. */
export interface Column<Row> {
  heading: string;
  cell(row: Row): ReactNode;
}

/**
 * A back-office list with one button a row (open the customer's payments, a payment's details…): the first
 * column names the row for screen readers, the chosen row is marked current.
 */
export function ActionTable<Row>({
  caption,
  rowHeading,
  rowHeader,
  rowHeaderClassName,
  columns,
  rows,
  rowKey,
  current,
  action,
}: {
  caption: string;
  rowHeading: string;
  rowHeader(row: Row): ReactNode;
  rowHeaderClassName?: string;
  columns: Column<Row>[];
  rows: Row[];
  rowKey(row: Row): Key;
  current?(row: Row): boolean;
  action: { label: string; describe(row: Row): string; onClick(row: Row): void };
}) {
  return (
    <div className="table-wrap">
      <table className="table admin-table">
        <caption className="visually-hidden">{caption}</caption>
        <thead>
          <tr>
            <th scope="col">{rowHeading}</th>
            {columns.map((column) => (
              <th key={column.heading} scope="col">
                {column.heading}
              </th>
            ))}
            <th scope="col">
              <span className="visually-hidden">Action</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={rowKey(row)} aria-current={current?.(row) ? "true" : undefined}>
              <th scope="row" className={rowHeaderClassName}>
                {rowHeader(row)}
              </th>
              {columns.map((column) => (
                <td key={column.heading}>{column.cell(row)}</td>
              ))}
              <td>
                <ScriptButton
                  className="button button--ghost admin-table__action"
                  onClick={() => action.onClick(row)}
                  aria-label={action.describe(row)}
                >
                  {action.label}
                </ScriptButton>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
