/**
 * Reads a CSV file as the server writes it (csv-stringify: RFC 4180 quoting, a BOM, a header row) into one
 * object per row keyed by the header, so tests assert on cells, not on quoting.
 */
export function csvRows(text: string): Array<Record<string, string>> {
  const records: string[][] = [];
  let record: string[] = [];
  let cell = "";
  let quoted = false;
  const body = text.replace(/^\uFEFF/, "");
  const endCell = () => {
    record.push(cell);
    cell = "";
  };
  for (let i = 0; i < body.length; i++) {
    const c = body[i]!;
    if (quoted && c === '"' && body[i + 1] === '"') {
      cell += '"';
      i++;
    } else if (c === '"') quoted = !quoted;
    else if (quoted) cell += c;
    else if (c === ",") endCell();
    else if (c === "\n") {
      endCell();
      records.push(record);
      record = [];
    } else if (c !== "\r") cell += c;
  }
  if (cell !== "" || record.length > 0) records.push([...record, cell]);
  const [header = [], ...rows] = records;
  return rows.map((row) => Object.fromEntries(header.map((name, i) => [name, row[i] ?? ""])));
}
