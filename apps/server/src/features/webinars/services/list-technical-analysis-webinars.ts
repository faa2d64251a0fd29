import { and, eq, ne } from "drizzle-orm";
import { isPastWebinar, isUpcomingWebinar, type Currency } from "@investar/core";
import { schema } from "@investar/db";
import type { AppDeps } from "../../../deps.ts";
import { webinarViews, type WebinarCaller, type WebinarRow, type WebinarView } from "./webinar-view.ts";

/** Past sessions listed at most, newest first. */
const PAST_LIMIT = 50;

export interface WebinarListQuery {
  isLive: boolean;
  caller: WebinarCaller | null;
  currency: Currency;
}

/** Upcoming (soonest first) or past (newest first) live sessions of one track; cancelled ones are in neither list. */
export async function listLiveSessions(
  deps: AppDeps,
  track: WebinarRow["track"],
  query: WebinarListQuery,
  extra?: (row: WebinarRow) => boolean,
): Promise<WebinarView[]> {
  const w = schema.webinars;
  const rows = await deps.db
    .select()
    .from(w)
    .where(and(eq(w.track, track), eq(w.isVideo, false), ne(w.status, "cancelled")))
    .orderBy(w.dateTime);
  const now = deps.now();
  const times = (row: WebinarRow) => ({ status: row.status, dateTime: row.dateTime, durationMinutes: row.durationMinutes });
  const chosen = rows.filter(
    (row) => (query.isLive ? isUpcomingWebinar(times(row), now) : isPastWebinar(times(row), now)) && (extra?.(row) ?? true),
  );
  const ordered = query.isLive ? chosen : chosen.reverse().slice(0, PAST_LIMIT);
  return webinarViews(deps, ordered, query.caller, query.currency);
}

/** GET education/GetTechnicalAnalysisWebinars: the technical-analysis webinars, upcoming or past. */
export function listTechnicalAnalysisWebinars(deps: AppDeps, query: WebinarListQuery): Promise<WebinarView[]> {
  return listLiveSessions(deps, "technical-analysis", query);
}
