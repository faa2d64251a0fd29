import { and, eq } from "drizzle-orm";
import { BASICS_OF_TA_SERIES } from "@investar/core";
import { schema } from "@investar/db";
import type { AppDeps } from "../../../deps.ts";

/** POST education/IsRegisteredBasicsOfTAWebinars: whether the user holds a seat in any session of the Basics of Technical Analysis series. */
export async function isRegisteredBasicsOfTa(deps: AppDeps, userId: number): Promise<boolean> {
  const r = schema.webinarRegistrations;
  const w = schema.webinars;
  const [row] = await deps.db
    .select({ id: r.webinarId })
    .from(r)
    .innerJoin(w, eq(w.id, r.webinarId))
    .where(and(eq(r.userId, userId), eq(w.series, BASICS_OF_TA_SERIES)))
    .limit(1);
  return row !== undefined;
}
