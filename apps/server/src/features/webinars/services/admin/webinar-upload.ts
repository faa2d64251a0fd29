import { eq } from "drizzle-orm";
import { schema } from "@investar/db";
import type { AppDeps } from "../../../../deps.ts";
import { notFound } from "../../../../errors.ts";
import type { WebinarRow } from "../webinar-view.ts";

/** Where a webinar's own files live; only keys under it are ever deleted (the demo files are shared). */
export const webinarFilePrefix = (webinarId: number) => `webinars/${webinarId}/`;

export async function findEditableWebinar(deps: AppDeps, webinarId: number): Promise<WebinarRow> {
  const [webinar] = await deps.db.select().from(schema.webinars).where(eq(schema.webinars.id, webinarId));
  if (!webinar || webinar.isVideo) throw notFound("There is no such webinar.");
  return webinar;
}
