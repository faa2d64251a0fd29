import { formatDuration, formatIstDateTime } from "@investar/core";
import { LANGUAGE_TAGS } from "@investar/core/i18n/languages";
import { useI18n } from "../../i18n/page-locale.ts";

function durationIn(t: (id: string, values: Record<string, unknown>) => string, duration: number): string {
  const hours = Math.floor(duration / 60);
  const minutes = duration % 60;
  const parts = [
    hours ? t("education.when.hours", { count: hours }) : "",
    minutes || !hours ? t("education.when.minutes", { count: minutes }) : "",
  ];
  return parts.filter(Boolean).join(" ");
}

/**
 * The start in IST (the script adds the visitor's own time when it differs) and how long it runs, in the page's language
 * (docs/adr/0059-hindi-with-lingui.md): a Hindi page writes the day in Hindi, with Latin digits as Indian sites do.
 */
export function WebinarWhen({ dateTime, duration }: { dateTime: string; duration: number }) {
  const i18n = useI18n();
  const start = new Date(dateTime);
  // Translated pages say the length in their words ("1 घंटा 30 मिनट"); others (and English) as core writes it.
  const length = i18n.locale !== "en" && i18n.has("education.when.minutes") ? durationIn(i18n.t, duration) : formatDuration(duration);
  return (
    <p className="webinar-when">
      <time dateTime={dateTime} data-local-time="">
        {formatIstDateTime(start, i18n.language === "hi" ? LANGUAGE_TAGS.hi : undefined)}
      </time>{" "}
      <span className="webinar-when__local" data-local-time-out="" hidden />
      <span className="webinar-when__duration"> · {length}</span>
    </p>
  );
}
