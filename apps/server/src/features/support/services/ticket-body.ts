/**
 * The first message of a form's ticket (ADR 0054): the short fields as "Label: value" lines, then what the sender wrote
 * in their own words as its paragraph.
 */
export function ticketBody(fields: [label: string, value: string | number | undefined][], words: string | undefined): string {
  const lines = fields
    .filter(([label, value]) => value !== undefined && value !== "" && label !== "User id" && String(value) !== words)
    .map(([label, value]) => `${label}: ${value}`);
  return [...lines, ...(words ? [lines.length > 0 ? `\n${words}` : words] : [])].join("\n") || "(empty)";
}
