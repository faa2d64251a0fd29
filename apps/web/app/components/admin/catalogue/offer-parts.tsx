import { useState, type Key, type ReactNode } from "react";
import { Pager } from "../../pager.tsx";
import { ColumnHeadings } from "../column-headings.tsx";
import { TextField } from "../admin-fields.tsx";

const PAGE_SIZE = 10;

/** When an offer (coupon or discount rule) applies, as the list shows it. */
export const validityText = ({ validFrom, validUntil }: { validFrom: string | null; validUntil: string | null }) =>
  `${validFrom ?? "any time"} – ${validUntil ?? "no end"}`;

/** The offers as a table of ten a page, one row each; the last column holds its buttons. */
export function OffersTable<Row>({
  headings,
  rows,
  rowKey,
  cells,
  pagerLabel,
}: {
  headings: string[];
  rows: Row[];
  rowKey(row: Row): Key;
  cells(row: Row): ReactNode;
  pagerLabel: string;
}) {
  const [page, setPage] = useState(1);
  return (
    <>
      <div className="table-wrap">
        <table className="table admin-table">
          <ColumnHeadings headings={headings} />
          <tbody>
            {rows.slice((page - 1) * PAGE_SIZE, page * PAGE_SIZE).map((row) => (
              <tr key={rowKey(row)}>{cells(row)}</tr>
            ))}
          </tbody>
        </table>
      </div>
      <Pager totalItems={rows.length} page={page} pageSize={PAGE_SIZE} onPageChange={setPage} label={pagerLabel} />
    </>
  );
}

/** A row's two buttons: edit it in the form below, and the change that is asked twice (disable, delete). */
export function OfferActions({
  editLabel,
  onEdit,
  otherLabel,
  onOther,
  busy,
}: {
  editLabel: string;
  onEdit(): void;
  otherLabel: string;
  onOther(): void;
  busy: boolean;
}) {
  return (
    <td>
      <div className="button-row">
        <button type="button" className="button button--ghost" onClick={onEdit}>
          {editLabel}
        </button>
        <button type="button" className="button button--ghost" disabled={busy} onClick={onOther}>
          {otherLabel}
        </button>
      </div>
    </td>
  );
}

/** The days an offer runs, as both offer forms ask them (empty: from any time, with no end). */
export function ValidityFields({
  ids,
  errors,
  validFrom,
  validUntil,
  onChange,
}: {
  ids: { validFrom: string; validUntil: string };
  errors: { validFrom?: string; validUntil?: string };
  validFrom: string;
  validUntil: string;
  onChange(field: "validFrom" | "validUntil", value: string): void;
}) {
  const values = { validFrom, validUntil };
  return (
    <>
      {(["validFrom", "validUntil"] as const).map((field) => (
        <TextField
          key={field}
          id={ids[field]}
          label={field === "validFrom" ? "Valid from" : "Valid until"}
          error={errors[field]}
          type="date"
          value={values[field]}
          onChange={(value) => onChange(field, value)}
        />
      ))}
    </>
  );
}

/** An offer's percent off, typed with up to two decimals. */
export function PercentField({ id, error, value, onChange }: { id: string; error?: string; value: string; onChange(value: string): void }) {
  return <TextField id={id} label="Percent off" error={error} inputMode="decimal" value={value} onChange={onChange} />;
}
