/** India Standard Time, the time every webinar is announced in. */
export const IST_TIME_ZONE = "Asia/Kolkata";

const istFormat = new Intl.DateTimeFormat("en-IN", {
  timeZone: IST_TIME_ZONE,
  weekday: "long",
  day: "numeric",
  month: "long",
  year: "numeric",
  hour: "numeric",
  minute: "2-digit",
  hour12: true,
});

/** "Saturday, 14 March 2026, 7:00 pm IST": how mails and cards state a session's start. */
export function formatIstDateTime(instant: Date): string {
  return `${istFormat.format(instant).replace(" at ", ", ")} IST`;
}

/** "1 h 30 min", "45 min". */
export function formatDuration(minutes: number): string {
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  return [hours ? `${hours} h` : "", rest ? `${rest} min` : ""].filter(Boolean).join(" ") || "0 min";
}
