/** India Standard Time has no daylight saving: one fixed offset. */
export const IST_OFFSET = "+05:30";
const IST_OFFSET_MS = 330 * 60_000;

/**
 * Admin forms take times in India time with `<input type="datetime-local">` ("2026-05-01T19:00"), whatever
 * the admin's computer is set to, so that the page rendered on the server and in the browser agree.
 */
export function toIstLocalInput(iso: string): string {
  return new Date(new Date(iso).getTime() + IST_OFFSET_MS).toISOString().slice(0, 16);
}

/** "2026-05-01T19:00" typed as India time → "2026-05-01T19:00:00+05:30"; an empty input stays empty. */
export function fromIstLocalInput(local: string): string {
  const typed = local.trim();
  return typed === "" ? "" : `${typed}:00${IST_OFFSET}`;
}
