import { formatDuration, formatIstDateTime } from "@investar/core";

/** The start in IST (the script adds the visitor's own time when it differs) and how long it runs. */
export function WebinarWhen({ dateTime, duration }: { dateTime: string; duration: number }) {
  return (
    <p className="webinar-when">
      <time dateTime={dateTime} data-local-time="">
        {formatIstDateTime(new Date(dateTime))}
      </time>{" "}
      <span className="webinar-when__local" data-local-time-out="" hidden />
      <span className="webinar-when__duration"> · {formatDuration(duration)}</span>
    </p>
  );
}
