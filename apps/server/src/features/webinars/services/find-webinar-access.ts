import { and, asc, eq } from "drizzle-orm";
import { schema } from "@investar/db";
import type { AppDeps } from "../../../deps.ts";
import { forbidden, notFound } from "../../../errors.ts";
import type { WebinarCaller, WebinarRow } from "./webinar-view.ts";

const NOT_ENTITLED = "Only those registered for this webinar can open its recording and materials.";

/**
 * The webinar behind a recording, materials or calendar request, once the caller is entitled to it:
 * registered for it or bought it (any seat), or an admin. Others get 403 and learn nothing more.
 */
export async function findEntitledWebinar(deps: AppDeps, caller: WebinarCaller, webinarId: number): Promise<WebinarRow> {
  const [webinar] = await deps.db.select().from(schema.webinars).where(eq(schema.webinars.id, webinarId)).limit(1);
  if (!webinar || webinar.isVideo) throw notFound("There is no such webinar.");
  if (caller.isAdmin) return webinar;
  const r = schema.webinarRegistrations;
  const [seat] = await deps.db
    .select({ userId: r.userId })
    .from(r)
    .where(and(eq(r.webinarId, webinarId), eq(r.userId, caller.userId)))
    .limit(1);
  if (!seat) throw forbidden(NOT_ENTITLED);
  return webinar;
}

export interface RecordingFile {
  key: string;
  contentType: string;
  title: string;
}

/** GET education/GetWebinarRecordings: which file to stream to an entitled caller. */
export async function findWebinarRecording(deps: AppDeps, caller: WebinarCaller, webinarId: number): Promise<RecordingFile> {
  const webinar = await findEntitledWebinar(deps, caller, webinarId);
  if (!webinar.recordingKey || !webinar.recordingType) throw notFound("This webinar has no recording yet.");
  return { key: webinar.recordingKey, contentType: webinar.recordingType, title: webinar.title };
}

export interface MaterialFile {
  fileName: string;
  key: string;
  size: number;
}

/** GET education/DownloadWebinars: the title the archive is named after and the files that go in it. */
export async function findWebinarMaterials(
  deps: AppDeps,
  caller: WebinarCaller,
  webinarId: number,
): Promise<{ title: string; files: MaterialFile[] }> {
  const webinar = await findEntitledWebinar(deps, caller, webinarId);
  const m = schema.webinarMaterials;
  const files = await deps.db
    .select({ fileName: m.fileName, key: m.fileKey, size: m.size })
    .from(m)
    .where(eq(m.webinarId, webinarId))
    .orderBy(asc(m.fileName));
  if (files.length === 0) throw notFound("This webinar has no materials to download.");
  return { title: webinar.title, files };
}
