/**
 * A download's name made from a title a person typed: characters that name folders or are not allowed in
 * Windows file names are left out, spaces squeezed; content-disposition then encodes the rest.
 */
export function downloadName(title: string, suffix: string, fallback = "webinar"): string {
  const base = title.replace(/[\\/:*?"<>|\u0000-\u001f]+/g, " ").replace(/\s+/g, " ").trim().slice(0, 120);
  return `${base || fallback}${suffix}`;
}
