/** India Standard Time, the time every webinar is announced in. */
export const IST_TIME_ZONE = "Asia/Kolkata";

const istFormats = new Map<string, Intl.DateTimeFormat>();

function istFormat(languageTag: string): Intl.DateTimeFormat {
  let format = istFormats.get(languageTag);
  if (!format) {
    format = new Intl.DateTimeFormat(languageTag, {
      timeZone: IST_TIME_ZONE,
      weekday: "long",
      day: "numeric",
      month: "long",
      year: "numeric",
      hour: "numeric",
      minute: "2-digit",
      hour12: true,
    });
    istFormats.set(languageTag, format);
  }
  return format;
}

/**
 * "Saturday, 14 March 2026, 7:00 pm IST": how mails and cards state a session's start; a Hindi page passes its
 * language tag and gets the day and month in Hindi.
 */
export function formatIstDateTime(instant: Date, languageTag = "en-IN"): string {
  return `${istFormat(languageTag).format(instant).replace(" at ", ", ")} IST`;
}

/** "1 h 30 min", "45 min". */
export function formatDuration(minutes: number): string {
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  return [hours ? `${hours} h` : "", rest ? `${rest} min` : ""].filter(Boolean).join(" ") || "0 min";
}
