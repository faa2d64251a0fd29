import { and, asc, eq, inArray } from "drizzle-orm";
import { effectiveWebinarStatus, type Currency } from "@investar/core";
import { schema } from "@investar/db";
import type { MyWebinarsData } from "@investar/contract/pages/webinars";
import type { AppDeps } from "../../../deps.ts";
import { webinarViews, type WebinarCaller } from "./webinar-view.ts";

export type MyWebinars = MyWebinarsData;

/**
 * GET education/GetMyWebinars and the My Webinars page: every webinar the user registered for or bought,
 * upcoming soonest first, past and cancelled newest first. Views are as the user sees them (join link,
 * recording), whoever asks.
 */
export async function listMyWebinars(deps: AppDeps, userId: number, currency: Currency): Promise<MyWebinars> {
  const r = schema.webinarRegistrations;
  const w = schema.webinars;
  const ids = (await deps.db.select({ id: r.webinarId }).from(r).where(eq(r.userId, userId))).map((row) => row.id);
  if (ids.length === 0) return { upcoming: [], past: [], cancelled: [] };
  const rows = await deps.db
    .select()
    .from(w)
    .where(and(inArray(w.id, ids), eq(w.isVideo, false)))
    .orderBy(asc(w.dateTime));
  const owner: WebinarCaller = { userId, isAdmin: false };
  const views = await webinarViews(deps, rows, owner, currency);
  const now = deps.now();
  const statusOf = new Map(rows.map((row) => [row.id, effectiveWebinarStatus(row, now)]));
  const pick = (...statuses: string[]) => views.filter((view) => statuses.includes(statusOf.get(view.id)!));
  return { upcoming: pick("scheduled", "live"), past: pick("ended").reverse(), cancelled: pick("cancelled").reverse() };
}
