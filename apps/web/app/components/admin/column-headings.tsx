/** A table's head row: one column heading each, those over amounts right-aligned (`num`) like their cells. */
export function ColumnHeadings({ headings, numeric = [] }: { headings: readonly string[]; numeric?: readonly string[] }) {
  return (
    <thead>
      <tr>
        {headings.map((heading) => (
          <th key={heading} scope="col" className={numeric.includes(heading) ? "num" : undefined}>
            {heading}
          </th>
        ))}
      </tr>
    </thead>
  );
}
