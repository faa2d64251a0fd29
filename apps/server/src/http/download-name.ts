/** Characters Windows does not allow in file names, and those that name folders. */
const NOT_IN_FILE_NAMES = new Set([...'\\/:*?"<>|']);

/**
 * A download's name made from a title a person typed: folder separators, characters Windows refuses and
 * control characters become spaces, spaces are squeezed; content-disposition then encodes the rest.
 */
export function downloadName(title: string, suffix: string, fallback = "webinar"): string {
  const cleaned = [...title].map((c) => (NOT_IN_FILE_NAMES.has(c) || c.charCodeAt(0) < 0x20 ? " " : c)).join("");
  const base = cleaned.replace(/\s+/g, " ").trim().slice(0, 120);
  return `${base || fallback}${suffix}`;
}
